/**
 * Everything about the cafe that the site shows. The values below are placeholders:
 * replace them with the cafe's real details (see docs/owner.md).
 */
export const cafe = {
  name: 'CPC Cafe',
  tagline: 'Kulhad chai, momos, Chinese and home-style Indian food',
  description:
    'Kulhad chai, momos, chowmein, thalis and biryani, freshly made at CPC Cafe. Browse the menu and order on WhatsApp for home delivery or pickup.',
  /** Shown on the site and dialled by the call links. `tel` is the number in international form. */
  phones: [
    { label: 'Orders', display: '+91 98765 43210', tel: '+919876543210' },
    { label: 'Cafe', display: '+91 98765 43211', tel: '+919876543211' },
  ],
  /** WhatsApp number that receives orders: digits only, with the country code (91 for India). */
  whatsapp: '919876543210',
  instagram: 'cpccafe',
  address: {
    street: '12 Main Market Road, Civil Lines',
    city: 'Prayagraj',
    region: 'Uttar Pradesh',
    postalCode: '211001',
    country: 'IN',
  },
  mapUrl: 'https://maps.google.com/?q=CPC+Cafe+Civil+Lines+Prayagraj',
  hours: {
    /** 24-hour clock, on the cafe's clock (utcOffset). */
    opens: '10:00',
    closes: '23:00',
    /** Days off in full: ['Monday'] for a cafe shut on Mondays; [] for one open every day. */
    closedOn: [] as string[],
    /** India Standard Time, which keeps no daylight saving. */
    utcOffset: '+05:30',
  },
  upiId: 'cpccafe@upi',
  priceRange: '₹₹',
  cuisines: ['Indian', 'Chinese', 'Tea', 'Snacks'],
  mediaPartner: {
    name: 'City Food Diaries',
    url: 'https://www.instagram.com/cityfooddiaries/',
  },
  /** Public address of the site, used for canonical links and the sitemap. NEXT_PUBLIC_SITE_URL overrides it at build time. */
  siteUrl: 'https://cpccafe.example',
  /** The Cloudinary account's upload address: Cloudinary serves and resizes the photos (lib/cloudinary.ts). */
  imageHost: 'https://res.cloudinary.com/cpc-cafe/image/upload',
  foundedYear: 2020,
};

export type Cafe = typeof cafe;
