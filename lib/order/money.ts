/**
 * A number rounded to a whole one, with the Indian digit grouping: 1234567 becomes 12,34,567.
 * Written out rather than asked of Intl.NumberFormat: the first Intl object a page makes loads the
 * browser's locale data, a long task on a slow phone, and the text is then the same on every phone.
 */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
}

/** Formats whole rupees with the Indian digit grouping: 1234567 becomes ₹12,34,567. */
export function formatRupees(amount: number): string {
  return `₹${groupDigits(amount)}`;
}
