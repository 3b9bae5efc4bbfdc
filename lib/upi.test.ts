import { upiPaymentLink } from './upi';

describe('upiPaymentLink', () => {
  it('names the payee and the currency, with spaces and symbols encoded', () => {
    expect(upiPaymentLink('cpccafe@upi', 'CPC Cafe & Co')).toBe(
      'upi://pay?pa=cpccafe%40upi&pn=CPC%20Cafe%20%26%20Co&cu=INR',
    );
  });
});
