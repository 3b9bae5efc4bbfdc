import type { CartItem } from './cart';
import type { CustomerDetails } from './checkout';
import { orderMessage, whatsappLink } from './whatsapp';

const lines: CartItem[] = [
  { id: 'a', name: 'Veg Chowmein', price: 60, quantity: 2, size: 'half' },
  { id: 'b', name: 'Kulhad Tea', price: 15, quantity: 3 },
  { id: 'c', name: 'Special Thali', price: 260, quantity: 5 },
];

const delivery: CustomerDetails = {
  name: 'Asha Verma',
  phone: '98765 43210',
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
      'Phone: 98765 43210',
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

describe('whatsappLink', () => {
  it('opens a chat with the number', () => {
    expect(whatsappLink('919876543210')).toBe('https://wa.me/919876543210');
  });

  it('carries the text so that decoding gives it back exactly', () => {
    const hostile = [
      'Tom & Jerry\'s "Cafe" #1 100% + more? a=b&c=d',
      '<script>alert("x")</script> <b>bold</b> &amp;',
      'Flat 4, 2nd floor 🏠☕ — near the temple\nRing twice\r\n  spaces  ',
    ];
    for (const text of hostile) {
      const link = whatsappLink('919876543210', text);
      expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
      // Nothing that could end the parameter or be read as markup survives unescaped.
      expect(link.split('?text=')[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
      expect(textOf(link)).toBe(text);
      expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toBe(text);
    }
  });

  it('keeps hostile customer text intact inside a whole order', () => {
    const customer: CustomerDetails = {
      name: 'A & B <img src=x onerror=alert(1)>',
      phone: '+91 (98765) #43210',
      address: 'House #7, 50% lane\nNear "Shiv" mandir 🙏',
      orderType: 'delivery',
    };
    const text = orderMessage('CPC Cafe', customer, lines);
    const decoded = textOf(whatsappLink('919876543210', text));
    expect(decoded).toBe(text);
    expect(decoded).toContain('Name: A & B <img src=x onerror=alert(1)>');
    expect(decoded).toContain('Phone: +91 (98765) #43210');
    expect(decoded).toContain('Address: House #7, 50% lane\nNear "Shiv" mandir 🙏');
  });
});
