/** The upi:// link a UPI app opens to pay the payee; without an amount, the payer enters it. */
export function upiPaymentLink(upiId: string, payeeName: string): string {
  const query = new URLSearchParams({ pa: upiId, pn: payeeName, cu: 'INR' });
  return `upi://pay?${query.toString().replace(/\+/g, '%20')}`;
}
