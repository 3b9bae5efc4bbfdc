/** The header, the footer, the page titles and the pages every visit can land on. */
export const site = {
  skipToContent: 'Skip to main content',
  /** The header's switch to the same page in the other language, named in that language. */
  otherLanguage: 'हिन्दी',
  orderNow: 'Order Now',
  /** Read after Order Now in the header, whose link calls the cafe: the cart's link orders online. */
  byPhone: ' by phone',
  mainNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  nav: {
    home: 'Home',
    menu: 'Menu',
    order: 'Order Online',
    about: 'About Us',
    contact: 'Contact',
  },
  footer: {
    quickLinks: 'Quick links',
    contact: 'Contact',
    call: 'Call {phone}',
    whatsapp: 'WhatsApp us',
    instagram: 'Instagram @{account}',
    hours: 'Opening hours',
    mediaPartner: 'Media partner',
    copyright: '© 2024 {cafe}. All rights reserved.',
  },
  /** Each page's title and description for search results and shared links. */
  pages: {
    siteTitle: '{cafe} | Kulhad Chai, Momos & Indian Food',
    home: {
      title: 'Kulhad Chai, Momos & Indian Food',
      description:
        'Kulhad chai, steam momos, chowmein and thalis at {cafe}, {city}. Order online on WhatsApp for home delivery or pickup, open {hours}.',
    },
    menu: {
      title: 'Menu',
      description:
        'The full {cafe} menu with prices: kulhad chai, shakes, momos, chowmein, fried rice, thalis, biryani and North Indian main course. Add dishes and order on WhatsApp.',
    },
    order: {
      title: 'Order Online',
      description:
        'Review your cart and send your order to {cafe} on WhatsApp, for home delivery or pickup. Pay by UPI or cash on delivery.',
    },
    about: {
      title: 'About Us',
      description:
        'The story of {cafe} in {city}: from a kulhad chai counter in {year} to a neighbourhood cafe serving momos, Chinese and Indian food.',
    },
    contact: {
      title: 'Contact Us',
      description:
        'Call, WhatsApp or visit {cafe} at {street}, {city}, for delivery and pickup. {days}, {hours}.',
    },
  },
  offline: {
    offline: 'You are offline.',
    notOpened:
      'No signal: that page could not open. Your cart is kept here: try again when you have signal.',
    offlineSaved: 'You are offline. Prices are from your last visit.',
    loading: "Loading today's prices…",
    failed: "Couldn't reach the cafe's site. Check your signal and try again.",
    saved: 'Prices are from your last visit.',
    noAnswer: 'No answer from the network: prices are from your last visit.',
    loadToday: "Load today's prices",
  },
  notFound: {
    title: 'Page not found',
    text: 'This page is not on our menu. The chai is still hot, though.',
    home: 'Go to Home',
    menu: 'View Menu',
  },
  /** A printed table card (app/(en)/tables/page.tsx), which says it in both languages. */
  tableCard: {
    table: 'Table {table}',
    scan: 'Scan to order',
    how: "Open your phone's camera and point it at the code.",
  },
};
