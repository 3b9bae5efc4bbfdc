import { upiPaymentLink } from './upi';

describe('upiPaymentLink', () => {
  it('names the payee and the currency, with spaces and symbols encoded', () => {
    expect(upiPaymentLink('chai.stall@okaxis', 'CPC Cafe & Co')).toBe(
      'upi://pay?pa=chai.stall%40okaxis&pn=CPC%20Cafe%20%26%20Co&cu=INR',
    );
  });
});
