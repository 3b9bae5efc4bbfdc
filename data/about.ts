/** The cafe's story as the About page tells it. Edit the text freely; keep the years in order. */
export const about = {
  story: [
    'CPC Cafe started as a small chai counter with a single stove, a stack of clay kulhads and a promise: tea brewed fresh for every cup, never reheated.',
    'Word spread through the neighbourhood, and regulars started asking for something to eat with their chai. Today our kitchen makes momos, chowmein, rolls, thalis and biryani every day, still with the same care as that first cup.',
  ],
  values: [
    {
      emoji: '🍵',
      title: 'Fresh every time',
      text: 'Chai is brewed to order and food is cooked when you order it, from vegetables bought that morning.',
    },
    {
      emoji: '🏺',
      title: 'Kulhad, not plastic',
      text: 'We serve chai in clay kulhads made by local potters: better taste, and kinder to the planet.',
    },
    {
      emoji: '💰',
      title: 'Honest prices',
      text: 'Good food should be affordable every day. Every price is on the menu for everyone to see.',
    },
    {
      emoji: '🤝',
      title: 'Like family',
      text: 'Many of our customers have been coming for years. We know their orders and they know our names.',
    },
  ],
  timeline: [
    {
      year: 2020,
      title: 'The first kulhad',
      text: 'We opened as a small chai counter serving kulhad tea and samosas.',
    },
    {
      year: 2021,
      title: 'Momos and Chinese',
      text: 'Steam momos and chowmein joined the menu and quickly became favourites.',
    },
    {
      year: 2022,
      title: 'A full kitchen',
      text: 'We grew into a cafe with seating, thalis, biryani, rolls and shakes.',
    },
    {
      year: 2024,
      title: 'Order from home',
      text: 'Our menu went online: order on WhatsApp for home delivery or pickup.',
    },
  ],
  culture: [
    'Our team is a small group of cooks and servers from the neighbourhood. Everyone learns to make a proper cup of kulhad chai on their first day.',
    'Students study over a cup of tea, friends meet after college and families come for Sunday thali. The music is low, the fans are on and nobody rushes you out.',
  ],
};

export type About = typeof about;
