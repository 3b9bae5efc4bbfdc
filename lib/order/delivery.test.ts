import type { DeliveryTerms } from '@/data/delivery';
import {
  deliveryFee,
  orderTotal,
  deliveryTermsIn,
  deliveryTermsPhrases,
  minimumOrderMessage,
  shortOfFreeDelivery,
  shortOfMinimum,
} from './delivery';
import { en } from '../words/en';
import { hi } from '../words/hi';

const words = en.checkout.delivery;

// Made-up terms: the rules are under test here, not the cafe's own terms in content/delivery.json.
const terms: DeliveryTerms = { fee: 20, freeAbove: 300, minimumOrder: 100 };

describe('deliveryFee', () => {
  it('charges the fee to a delivery below freeAbove, and nothing from freeAbove on', () => {
    expect(deliveryFee(terms, 'delivery', 299)).toBe(20);
    expect(deliveryFee(terms, 'delivery', 300)).toBe(0);
    expect(deliveryFee(terms, 'delivery', 1200)).toBe(0);
  });

  it('charges a pickup or an order at the table nothing, and nothing at all when no fee is set', () => {
    expect(deliveryFee(terms, 'pickup', 50)).toBe(0);
    expect(deliveryFee(terms, 'dine-in', 50)).toBe(0);
    expect(deliveryFee({}, 'delivery', 50)).toBe(0);
    expect(deliveryFee({ fee: 20 }, 'delivery', 5000)).toBe(20);
  });
});

describe('orderTotal', () => {
  it('adds the fee to a delivery below freeAbove, and nothing to a pickup or from freeAbove on', () => {
    expect(orderTotal(terms, 'delivery', 120)).toBe(140);
    expect(orderTotal(terms, 'pickup', 120)).toBe(120);
    expect(orderTotal(terms, 'dine-in', 120)).toBe(120);
    expect(orderTotal(terms, 'delivery', 300)).toBe(300);
    expect(orderTotal({}, 'delivery', 120)).toBe(120);
  });
});

describe('shortOfFreeDelivery', () => {
  it('says how much more makes delivery free, while a fee is charged', () => {
    expect(shortOfFreeDelivery(terms, 'delivery', 260)).toBe(40);
    expect(shortOfFreeDelivery(terms, 'delivery', 300)).toBe(0);
    expect(shortOfFreeDelivery(terms, 'pickup', 260)).toBe(0);
    expect(shortOfFreeDelivery({ fee: 20 }, 'delivery', 260)).toBe(0);
  });
});

describe('shortOfMinimum', () => {
  it('holds a delivery below the minimum back by the amount still needed', () => {
    expect(shortOfMinimum(terms, 'delivery', 15)).toBe(85);
    expect(minimumOrderMessage(terms, 85, words)).toBe(
      'Minimum order for delivery is ₹100: add ₹85 more',
    );
    expect(shortOfMinimum(terms, 'delivery', 100)).toBe(0);
  });

  it('asks no minimum of a pickup or an order at the table, or when none is set', () => {
    expect(shortOfMinimum(terms, 'pickup', 15)).toBe(0);
    expect(shortOfMinimum(terms, 'dine-in', 15)).toBe(0);
    expect(shortOfMinimum({}, 'delivery', 15)).toBe(0);
  });
});

describe('deliveryTermsPhrases', () => {
  it('says every term that is set, in the order a customer weighs them', () => {
    expect(
      deliveryTermsPhrases(
        { ...terms, area: 'Within 3 km of Civil Lines', time: '30-45 min' },
        words,
      ),
    ).toEqual([
      'Delivers within 3 km of Civil Lines',
      'in 30-45 min',
      '₹20 delivery, free from ₹300',
      'minimum ₹100 for delivery',
    ]);
  });

  it('says nothing when no term is set, and only what is set otherwise', () => {
    expect(deliveryTermsPhrases({}, words)).toEqual([]);
    expect(deliveryTermsPhrases({ time: '40 min', fee: 0 }, words)).toEqual([
      'Delivery in 40 min',
      'free delivery',
    ]);
    expect(deliveryTermsPhrases({ fee: 30 }, words)).toEqual(['₹30 delivery']);
  });
});

describe('deliveryTermsIn', () => {
  const written = { ...terms, area: 'Within 3 km of Civil Lines', time: '30-45 min' };
  const hindi = { hindiArea: 'सिविल लाइंस से 3 किमी के अंदर', hindiTime: '30-45 मिनट' };

  it('says the Hindi area and time on a Hindi page, in Hindi words', () => {
    const said = deliveryTermsIn('hi', { ...written, ...hindi });
    expect(said.locale).toBe('hi');
    expect(deliveryTermsPhrases(said.terms, hi.checkout.delivery)).toEqual([
      'डिलीवरी: सिविल लाइंस से 3 किमी के अंदर',
      '30-45 मिनट में',
      'डिलीवरी चार्ज ₹20, ₹300 या ज़्यादा पर फ़्री',
      'डिलीवरी के लिए कम से कम ₹100',
    ]);
  });

  it('says every term in English on a Hindi page when the area or the time has no Hindi', () => {
    expect(deliveryTermsIn('hi', { ...written, hindiArea: hindi.hindiArea })).toEqual({
      terms: written,
      locale: 'en',
    });
    expect(deliveryTermsIn('hi', { ...written, hindiTime: hindi.hindiTime }).locale).toBe('en');
  });

  it('needs no Hindi for a term the owner left out, nor for the amounts', () => {
    expect(deliveryTermsIn('hi', terms)).toEqual({ terms, locale: 'hi' });
    expect(deliveryTermsIn('hi', { time: '40 min', hindiTime: '40 मिनट' })).toEqual({
      terms: { time: '40 मिनट' },
      locale: 'hi',
    });
  });

  it('says the English terms on an English page, whatever Hindi there is', () => {
    expect(deliveryTermsIn('en', { ...written, ...hindi })).toEqual({
      terms: written,
      locale: 'en',
    });
  });
});
