/** The Contact page. The cafe's name, address and phone numbers come from content/cafe.json. */
export const contact = {
  title: 'Contact Us',
  intro: 'Call, message or drop by {cafe}. We take orders for home delivery and pickup.',
  quickOrder: {
    title: 'Quick order',
    call: 'Call to Order',
    whatsapp: 'Order on WhatsApp',
    instagram: 'Message on Instagram',
  },
  call: {
    title: 'Call us',
  },
  message: {
    title: 'Message us',
    whatsapp: 'Send us your order or a question on WhatsApp, and we reply as soon as we can.',
    instagram: 'Follow us on Instagram for new dishes and offers.',
  },
  visit: {
    title: 'Visit us',
    map: 'Open in Google Maps',
  },
  hours: {
    title: 'Opening hours',
  },
};
