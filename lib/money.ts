const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Formats whole rupees with the Indian digit grouping: 1234567 becomes ₹12,34,567. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
