import { cafe } from '@/data/cafe';
import { delivery as deliveryTerms } from '@/data/delivery';
import type { CartItem } from './cart';
import { emptyCustomer, type CustomerDetails } from './checkout';
import {
  englishOrders,
  linkFits,
  maxLinkLength,
  orderLink,
  orderMessage,
  whatsappLink,
  type MessageLanguage,
} from './whatsapp';
import { hi } from '../words/hi';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const lines: CartItem[] = [
  { id: 'a', name: 'Veg Chowmein', price: 60, quantity: 2, size: 'half' },
  { id: 'b', name: 'Kulhad Tea', price: 15, quantity: 3 },
  { id: 'c', name: 'Special Thali', price: 260, quantity: 5 },
];

const delivery: CustomerDetails = {
  ...emptyCustomer,
  name: 'Asha Verma',
  phone: '94150 12345',
  address: '4 Park Street, Civil Lines',
  orderType: 'delivery',
};

function textOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('text') ?? '';
}

describe('orderMessage', () => {
  it('lists title, customer, order type, address, numbered items, total and a confirmation request', () => {
    expect(orderMessage('CPC Cafe', delivery, lines).split('\n')).toEqual([
      '*New order for CPC Cafe*',
      '',
      'Name: Asha Verma',
      'Phone: 94150 12345',
      'Order type: Home Delivery',
      'Address: 4 Park Street, Civil Lines',
      '',
      'Items:',
      '1. Veg Chowmein (Half) - ₹60 x 2 = ₹120',
      '2. Kulhad Tea - ₹15 x 3 = ₹45',
      '3. Special Thali - ₹260 x 5 = ₹1,300',
      '',
      '*Total: ₹1,465*',
      '',
      'Please confirm my order.',
    ]);
  });

  it('leaves the address out of a pickup order', () => {
    const text = orderMessage('CPC Cafe', { ...delivery, orderType: 'pickup' }, lines);
    expect(text).toContain('Order type: Pickup');
    expect(text).not.toContain('Address');
    expect(text).not.toContain('Park Street');
  });
});

describe('orderMessage for each order type', () => {
  // 13:00 UTC is 6:30 PM on the cafe's clock (+05:30), on Friday 27 November 2026.
  const clock = { now: new Date('2026-11-27T13:00:00Z'), utcOffset: '+05:30' };
  // Minutes since 1970 on the cafe's clock: Saturday 28 November 2026, 7:30 PM there.
  const saturdayEvening = Date.parse('2026-11-28T19:30:00Z') / 60_000;
  const terms = { fee: 20, minimumOrder: 5000 };

  it('names the table in place of the address of an order at the table, with no delivery fee', () => {
    const atTable = { ...delivery, orderType: 'dine-in' as const, table: 'Terrace 2' };
    const text = orderMessage('CPC Cafe', atTable, lines.slice(1, 2), terms, clock);
    expect(text.split('\n').slice(2, 7)).toEqual([
      'Name: Asha Verma',
      'Phone: 94150 12345',
      'Order type: Dine-in',
      'Table: Terrace 2',
      '',
    ]);
    expect(text).not.toContain('Address');
    expect(text).not.toContain('Delivery fee');
    expect(text).toContain('*Total: ₹45*');
  });

  it('says when a later order is for, under the order type, in words the kitchen reads at a glance', () => {
    const pickup = { ...delivery, orderType: 'pickup' as const, when: saturdayEvening };
    expect(orderMessage('CPC Cafe', pickup, lines, {}, clock).split('\n').slice(4, 7)).toEqual([
      'Order type: Pickup',
      '*Pickup at 7:30 PM, tomorrow (Sat 28 Nov)*',
      '',
    ]);
    const later = { ...delivery, when: saturdayEvening };
    expect(orderMessage('CPC Cafe', later, lines, {}, clock).split('\n').slice(4, 7)).toEqual([
      'Order type: Home Delivery',
      '*Delivery at 7:30 PM, tomorrow (Sat 28 Nov)*',
      'Address: 4 Park Street, Civil Lines',
    ]);
  });

  it('sends no time with an order at the table, which is for now', () => {
    const atTable = {
      ...delivery,
      orderType: 'dine-in' as const,
      table: '7',
      when: saturdayEvening,
    };
    expect(orderMessage('CPC Cafe', atTable, lines, {}, clock)).not.toContain('7:30 PM');
  });

  it('puts the payment chosen on its own line under the total', () => {
    for (const [payment, words] of [
      ['upi', 'Payment: UPI'],
      ['cash', 'Payment: Cash'],
    ] as const) {
      const text = orderMessage('CPC Cafe', { ...delivery, payment }, lines, {}, clock);
      expect(text).toContain(`*Total: ₹1,465*\n${words}\n`);
    }
  });

  it('adds no line to an order for now with no payment said', () => {
    const pickup = { ...delivery, orderType: 'pickup' as const };
    expect(orderMessage('CPC Cafe', pickup, lines.slice(1, 2), {}, clock).split('\n')).toEqual([
      '*New order for CPC Cafe*',
      '',
      'Name: Asha Verma',
      'Phone: 94150 12345',
      'Order type: Pickup',
      '',
      'Items:',
      '1. Kulhad Tea - ₹15 x 3 = ₹45',
      '',
      '*Total: ₹45*',
      '',
      'Please confirm my order.',
    ]);
  });
});

describe('orderMessage with delivery terms', () => {
  const noFee = { minimumOrder: 100, area: 'Civil Lines', time: '30 min' };
  const terms = { ...noFee, fee: 20, freeAbove: 2000 };
  const twoLines = lines.slice(0, 2);

  it('is character for character the same when no fee is set, whatever else is', () => {
    expect(orderMessage('CPC Cafe', delivery, lines, noFee)).toBe(
      orderMessage('CPC Cafe', delivery, lines),
    );
  });

  it('adds the fee on a line before the total, which includes it', () => {
    expect(orderMessage('CPC Cafe', delivery, twoLines, terms).split('\n').slice(-6)).toEqual([
      '2. Kulhad Tea - ₹15 x 3 = ₹45',
      '',
      'Delivery fee: ₹20',
      '*Total: ₹185*',
      '',
      'Please confirm my order.',
    ]);
  });

  it('says delivery is free once the dishes reach freeAbove', () => {
    const text = orderMessage('CPC Cafe', delivery, lines, { ...terms, freeAbove: 1465 });
    expect(text).toContain('Delivery fee: Free\n*Total: ₹1,465*');
  });

  it('charges a pickup order no fee and says nothing of delivery', () => {
    const text = orderMessage('CPC Cafe', { ...delivery, orderType: 'pickup' }, twoLines, terms);
    expect(text).not.toContain('Delivery fee');
    expect(text).toContain('*Total: ₹165*');
  });
});

describe('orderMessage with instructions and a location', () => {
  const location = { latitude: 25.4358, longitude: 81.8463 };

  it('puts the instructions, trimmed, after the total and before the confirmation request', () => {
    const text = orderMessage(
      'CPC Cafe',
      { ...delivery, instructions: '  less spicy,\nno onion  ' },
      lines,
    );
    expect(text.split('\n').slice(-6)).toEqual([
      '*Total: ₹1,465*',
      '',
      'Instructions: less spicy,',
      'no onion',
      '',
      'Please confirm my order.',
    ]);
  });

  it('has no instructions line when they are empty or only spaces', () => {
    for (const instructions of ['', '   ', '\n\t']) {
      expect(orderMessage('CPC Cafe', { ...delivery, instructions }, lines)).not.toContain(
        'Instructions',
      );
    }
  });

  it('puts the location right after the address lines of a delivery', () => {
    const customer = { ...delivery, address: 'Flat 4\nNear the temple', location };
    const text = orderMessage('CPC Cafe', customer, lines).split('\n');
    const address = text.indexOf('Address: Flat 4');
    expect(text.slice(address, address + 4)).toEqual([
      'Address: Flat 4',
      'Near the temple',
      'Location: https://maps.google.com/?q=25.43580,81.84630',
      '',
    ]);
  });

  it('sends no location with a pickup', () => {
    const text = orderMessage('CPC Cafe', { ...delivery, orderType: 'pickup', location }, lines);
    expect(text).not.toContain('Location');
    expect(text).not.toContain('maps.google.com');
  });

  it('sends a field with nothing visible in it as empty, and no instructions line', () => {
    const customer = {
      ...delivery,
      name: '\u200B',
      phone: '\u3164',
      address: '\u2800 ',
      instructions: '\u200B\u200B',
    };
    const text = orderMessage('CPC Cafe', customer, lines).split('\n');
    expect(text.slice(2, 6)).toEqual([
      'Name: ',
      'Phone: ',
      'Order type: Home Delivery',
      'Address: ',
    ]);
    expect(text.join('\n')).not.toContain('Instructions');
  });

  it('makes a lone surrogate pasted into any field sendable', () => {
    const half = String.fromCharCode(0xd83d);
    const customer = { ...delivery, name: `Asha ${half}`, instructions: `spicy ${half}` };
    const text = orderMessage('CPC Cafe', customer, lines);
    expect(text).toContain('Name: Asha \uFFFD\n');
    expect(text).toContain('Instructions: spicy \uFFFD\n');
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});

describe('whatsappLink', () => {
  it('encodes a lone surrogate instead of throwing URIError', () => {
    const text = `Asha ${String.fromCharCode(0xdc4d)} & Ravi`;
    expect(() => encodeURIComponent(text)).toThrow(URIError);
    expect(textOf(whatsappLink('911234500000', text))).toBe('Asha \uFFFD & Ravi');
  });

  it('fits a link up to the limit, in characters of the encoded link', () => {
    const base = whatsappLink('911234500000', '');
    const fitting = whatsappLink('911234500000', 'a'.repeat(maxLinkLength - base.length));
    expect(fitting).toHaveLength(maxLinkLength);
    expect(linkFits(fitting)).toBe(true);
    expect(linkFits(`${fitting}a`)).toBe(false);
  });

  it('counts each Devanagari letter as the nine characters it takes once encoded', () => {
    const base = whatsappLink('911234500000', '').length;
    expect(whatsappLink('911234500000', 'क').length - base).toBe(9);
  });

  it('opens a chat with the number', () => {
    expect(whatsappLink('911234500000')).toBe('https://wa.me/911234500000');
  });

  it('carries the text so that decoding gives it back exactly', () => {
    const hostile = [
      'Tom & Jerry\'s "Cafe" #1 100% + more? a=b&c=d',
      '<script>alert("x")</script> <b>bold</b> &amp;',
      'Flat 4, 2nd floor 🏠☕ — near the temple\nRing twice\r\n  spaces  ',
    ];
    for (const text of hostile) {
      const link = whatsappLink('911234500000', text);
      expect(link.startsWith('https://wa.me/911234500000?text=')).toBe(true);
      // Nothing that could end the parameter or be read as markup survives unescaped.
      expect(link.split('?text=')[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
      expect(textOf(link)).toBe(text);
      expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toBe(text);
    }
  });

  it('keeps hostile customer text intact inside a whole order', () => {
    const customer: CustomerDetails = {
      ...emptyCustomer,
      name: 'A & B <img src=x onerror=alert(1)>',
      phone: '+91 (94150) #12345',
      address: 'House #7, 50% lane\nNear "Shiv" mandir 🙏',
      orderType: 'delivery',
    };
    const text = orderMessage('CPC Cafe', customer, lines);
    const decoded = textOf(whatsappLink('911234500000', text));
    expect(decoded).toBe(text);
    expect(decoded).toContain('Name: A & B <img src=x onerror=alert(1)>');
    expect(decoded).toContain('Phone: +91 (94150) #12345');
    expect(decoded).toContain('Address: House #7, 50% lane\nNear "Shiv" mandir 🙏');
  });
});

describe('orderLink', () => {
  it("opens a chat with the cafe's WhatsApp number with the order typed in", () => {
    const { message, url, fits } = orderLink(delivery, lines);
    expect(message).toBe(orderMessage(cafe.name, delivery, lines, deliveryTerms));
    expect(url.startsWith(`https://wa.me/${cafe.whatsapp}?text=`)).toBe(true);
    expect(textOf(url)).toBe(message);
    expect(fits).toBe(true);
  });

  it('says when the order is too long to open', () => {
    const long = { ...delivery, instructions: 'क'.repeat(300) };
    const { url, fits } = orderLink(long, lines);
    expect(url.length).toBeGreaterThan(maxLinkLength);
    expect(fits).toBe(false);
  });
});

describe('orderMessage in the language the cafe chose', () => {
  const hindi: MessageLanguage = { locale: 'hi', words: hi.message };
  const named: CartItem[] = [
    { ...lines[0]!, hindiName: 'वेज चाउमीन' },
    { ...lines[1]!, hindiName: 'कुल्हड़ चाय' },
    lines[2]!,
  ];

  it('is English, with English dish names, unless the cafe chose Hindi', () => {
    expect(orderMessage('CPC Cafe', delivery, named)).toBe(
      orderMessage('CPC Cafe', delivery, lines),
    );
    expect(orderMessage('CPC Cafe', delivery, named, {}, undefined, englishOrders)).toBe(
      orderMessage('CPC Cafe', delivery, lines),
    );
  });

  it('writes every line in Hindi, with the Hindi dish names where the menu has them', () => {
    const terms = { fee: 30 };
    const customer = { ...delivery, payment: 'cash' as const, instructions: 'कम तीखा' };
    expect(orderMessage('CPC Cafe', customer, named, terms, undefined, hindi).split('\n')).toEqual([
      '*CPC Cafe के लिए नया ऑर्डर*',
      '',
      'नाम: Asha Verma',
      'फ़ोन: 94150 12345',
      'ऑर्डर का तरीका: होम डिलीवरी',
      'पता: 4 Park Street, Civil Lines',
      '',
      'आइटम:',
      '1. वेज चाउमीन (हाफ़) - ₹60 x 2 = ₹120',
      '2. कुल्हड़ चाय - ₹15 x 3 = ₹45',
      '3. Special Thali - ₹260 x 5 = ₹1,300',
      '',
      'डिलीवरी चार्ज: ₹30',
      '*कुल: ₹1,495*',
      'पेमेंट: कैश',
      '',
      'निर्देश: कम तीखा',
      '',
      'कृपया मेरा ऑर्डर पक्का करें।',
    ]);
  });
});
