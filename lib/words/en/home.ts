/** The home page: the hero, why people come, the favourites, the reviews and the last call. */
export const home = {
  hero: {
    eyebrow: 'Freshly made in {city}',
    title: 'Kulhad chai and fresh food at {cafe}',
    text: 'Chai brewed fresh in clay cups, steaming momos, chowmein and home-style thalis. Order in a minute on WhatsApp for home delivery or pickup.',
    orderNow: 'Order Now',
    viewMenu: 'View Menu',
  },
  features: {
    title: 'Why people love {cafe}',
    chai: {
      title: 'Real kulhad chai',
      text: 'Brewed fresh for every cup and served in a clay kulhad, the way chai should taste.',
    },
    cooked: {
      title: 'Cooked to order',
      text: 'Momos, chowmein, rolls and thalis are made when you order them, never kept waiting.',
    },
    whatsapp: {
      title: 'Easy WhatsApp ordering',
      text: 'Pick your dishes, send the order on WhatsApp and choose delivery or pickup. No app, no sign-up.',
    },
  },
  favourites: {
    title: 'Customer favourites',
    text: 'The dishes our regulars order again and again.',
    /** A dish sold as Half and Full: {half} and {full} are its prices, "₹60". */
    halfAndFull: 'Half {half} · Full {full}',
    soldOut: 'Sold out today',
    fullMenu: 'See the full menu',
  },
  testimonials: {
    title: 'What our customers say',
    /** The stars, as a screen reader reads them. */
    rated: 'Rated {rating} out of {outOf}',
  },
  closing: {
    title: 'Hungry? Your order is a minute away',
    text: 'Build your cart online and send it to us on WhatsApp, or simply message us what you would like.',
    orderOnline: 'Order Online Now',
    orderOnWhatsapp: 'Order on WhatsApp',
  },
};
