/**
 * The cafe's menu. To change a price, edit the number beside the dish and rebuild.
 *
 * - `price` is the price in whole rupees, or 'Print Rate' for packaged goods sold at MRP
 *   (those are shown but cannot be ordered online).
 * - When `fullPrice` is present, `price` is the Half plate and `fullPrice` the Full plate.
 * - `image` is optional: a path on the image host set in data/cafe.ts. Without one, or when the
 *   photo cannot be loaded, the card shows the emoji.
 */

export const categoryNames = [
  'Hot Drinks',
  'Cold Drinks',
  'Shakes',
  'Rolls',
  'Fries',
  'Chinese',
  'Fried Rice',
  'Raita',
  'Sandwich & Burgers',
  'Momos',
  'Soups',
  'Fried Snacks',
  'Starters',
  'Salad',
  'Papad',
  'Thali',
  'Dal',
  'Rice & Biryani',
  'Paratha & Roti',
  'Main Course',
] as const;

export type CategoryName = (typeof categoryNames)[number];

export type Price = number | 'Print Rate';

export type MenuItem = {
  name: string;
  price: Price;
  fullPrice?: number;
  emoji: string;
  image?: string;
};

export type MenuCategory = {
  name: CategoryName;
  emoji: string;
  image: string;
  items: MenuItem[];
};

export const menu: MenuCategory[] = [
  {
    name: 'Hot Drinks',
    emoji: '☕',
    image: 'menu/hot-drinks.jpg',
    items: [
      { name: 'Kulhad Tea', price: 15, emoji: '🍵', image: 'menu/kulhad-tea.jpg' },
      { name: 'Masala Kulhad Tea', price: 20, emoji: '🍵' },
      { name: 'Adrak Elaichi Tea', price: 20, emoji: '🫖' },
      { name: 'Tandoori Chai', price: 30, emoji: '🔥' },
      { name: 'Lemon Tea', price: 20, emoji: '🍋' },
      { name: 'Green Tea', price: 25, emoji: '🍃' },
      { name: 'Hot Coffee', price: 40, emoji: '☕' },
      { name: 'Kulhad Coffee', price: 50, emoji: '☕' },
      { name: 'Hot Chocolate', price: 70, emoji: '🍫' },
      { name: 'Haldi Doodh', price: 40, emoji: '🥛' },
    ],
  },
  {
    name: 'Cold Drinks',
    emoji: '🥤',
    image: 'menu/cold-drinks.jpg',
    items: [
      { name: 'Cold Coffee', price: 70, emoji: '🧋', image: 'menu/cold-coffee.jpg' },
      { name: 'Iced Tea', price: 60, emoji: '🧊' },
      { name: 'Fresh Lime Soda', price: 50, emoji: '🍋' },
      { name: 'Masala Shikanji', price: 40, emoji: '🍋' },
      { name: 'Sweet Lassi', price: 60, emoji: '🥛' },
      { name: 'Masala Chaas', price: 30, emoji: '🥛' },
      { name: 'Blue Lagoon Mojito', price: 80, emoji: '🍹' },
      { name: 'Soft Drink (Bottle)', price: 'Print Rate', emoji: '🥤' },
      { name: 'Packaged Water', price: 'Print Rate', emoji: '💧' },
    ],
  },
  {
    name: 'Shakes',
    emoji: '🥤',
    image: 'menu/shakes.jpg',
    items: [
      { name: 'Vanilla Shake', price: 80, emoji: '🍦' },
      { name: 'Chocolate Shake', price: 90, emoji: '🍫' },
      { name: 'Strawberry Shake', price: 90, emoji: '🍓' },
      { name: 'Mango Shake', price: 90, emoji: '🥭' },
      { name: 'Banana Shake', price: 70, emoji: '🍌' },
      { name: 'Oreo Shake', price: 110, emoji: '🍪' },
      { name: 'KitKat Shake', price: 120, emoji: '🍫' },
      { name: 'Butterscotch Shake', price: 100, emoji: '🍨' },
    ],
  },
  {
    name: 'Rolls',
    emoji: '🌯',
    image: 'menu/rolls.jpg',
    items: [
      { name: 'Veg Roll', price: 50, emoji: '🌯' },
      { name: 'Paneer Roll', price: 80, emoji: '🌯' },
      { name: 'Egg Roll', price: 60, emoji: '🥚' },
      { name: 'Double Egg Roll', price: 80, emoji: '🥚' },
      { name: 'Chicken Roll', price: 100, emoji: '🍗' },
      { name: 'Chicken Egg Roll', price: 120, emoji: '🌯' },
      { name: 'Mushroom Roll', price: 80, emoji: '🍄' },
    ],
  },
  {
    name: 'Fries',
    emoji: '🍟',
    image: 'menu/fries.jpg',
    items: [
      { name: 'Salted Fries', price: 60, emoji: '🍟' },
      { name: 'Masala Fries', price: 70, emoji: '🍟' },
      { name: 'Peri Peri Fries', price: 80, emoji: '🌶️' },
      { name: 'Cheese Fries', price: 100, emoji: '🧀' },
      { name: 'Chilli Garlic Potato', price: 90, emoji: '🥔' },
      { name: 'Honey Chilli Potato', price: 100, fullPrice: 180, emoji: '🍯' },
    ],
  },
  {
    name: 'Chinese',
    emoji: '🥡',
    image: 'menu/chinese.jpg',
    items: [
      {
        name: 'Veg Chowmein',
        price: 60,
        fullPrice: 110,
        emoji: '🍜',
        image: 'menu/veg-chowmein.jpg',
      },
      { name: 'Hakka Noodles', price: 70, fullPrice: 130, emoji: '🍜' },
      { name: 'Chilli Garlic Noodles', price: 80, fullPrice: 140, emoji: '🍜' },
      { name: 'Egg Chowmein', price: 70, fullPrice: 130, emoji: '🍳' },
      { name: 'Chicken Chowmein', price: 90, fullPrice: 160, emoji: '🍗' },
      {
        name: 'CPC Special Chowmein',
        price: 90,
        emoji: '⭐',
        image: 'menu/cpc-special-chowmein.jpg',
      },
      { name: 'Veg Manchurian', price: 70, fullPrice: 130, emoji: '🥦' },
      {
        name: 'Chilli Paneer',
        price: 110,
        fullPrice: 200,
        emoji: '🧀',
        image: 'menu/chilli-paneer.jpg',
      },
      { name: 'Chilli Chicken', price: 120, fullPrice: 220, emoji: '🌶️' },
      { name: 'Chilli Mushroom', price: 100, fullPrice: 180, emoji: '🍄' },
    ],
  },
  {
    name: 'Fried Rice',
    emoji: '🍚',
    image: 'menu/fried-rice.jpg',
    items: [
      { name: 'Veg Fried Rice', price: 70, fullPrice: 120, emoji: '🍚' },
      { name: 'Egg Fried Rice', price: 80, fullPrice: 140, emoji: '🍳' },
      { name: 'Chicken Fried Rice', price: 100, fullPrice: 170, emoji: '🍗' },
      { name: 'Schezwan Fried Rice', price: 80, fullPrice: 140, emoji: '🌶️' },
      { name: 'Paneer Fried Rice', price: 90, fullPrice: 160, emoji: '🧀' },
      { name: 'Mushroom Fried Rice', price: 90, fullPrice: 150, emoji: '🍄' },
    ],
  },
  {
    name: 'Raita',
    emoji: '🥣',
    image: 'menu/raita.jpg',
    items: [
      { name: 'Plain Curd', price: 30, emoji: '🥣' },
      { name: 'Boondi Raita', price: 50, emoji: '🥣' },
      { name: 'Mix Veg Raita', price: 60, emoji: '🥒' },
      { name: 'Pineapple Raita', price: 70, emoji: '🍍' },
      { name: 'Jeera Raita', price: 50, emoji: '🥣' },
      { name: 'Onion Raita', price: 50, emoji: '🧅' },
    ],
  },
  {
    name: 'Sandwich & Burgers',
    emoji: '🍔',
    image: 'menu/sandwich-burgers.jpg',
    items: [
      { name: 'Veg Sandwich', price: 50, emoji: '🥪' },
      { name: 'Grilled Cheese Sandwich', price: 80, emoji: '🥪' },
      { name: 'Paneer Tikka Sandwich', price: 100, emoji: '🥪' },
      { name: 'Corn & Cheese Sandwich', price: 90, emoji: '🌽' },
      { name: 'Aloo Tikki Burger', price: 60, emoji: '🍔' },
      { name: 'Veg Cheese Burger', price: 80, emoji: '🍔' },
      { name: 'Paneer Burger', price: 100, emoji: '🍔' },
      { name: 'Chicken Burger', price: 120, emoji: '🍔' },
    ],
  },
  {
    name: 'Momos',
    emoji: '🥟',
    image: 'menu/momos.jpg',
    items: [
      { name: 'Steam Momos', price: 60, emoji: '🥟', image: 'menu/steam-momos.jpg' },
      { name: 'Fried Momos', price: 70, fullPrice: 130, emoji: '🥟' },
      { name: 'Paneer Momos', price: 80, fullPrice: 150, emoji: '🧀' },
      { name: 'Chicken Momos', price: 80, fullPrice: 150, emoji: '🍗' },
      { name: 'Kurkure Momos', price: 90, fullPrice: 170, emoji: '🥟' },
      { name: 'Tandoori Momos', price: 100, fullPrice: 180, emoji: '🔥' },
      { name: 'Chilli Momos', price: 90, fullPrice: 170, emoji: '🌶️' },
    ],
  },
  {
    name: 'Soups',
    emoji: '🍲',
    image: 'menu/soups.jpg',
    items: [
      { name: 'Tomato Soup', price: 60, emoji: '🍅' },
      { name: 'Veg Manchow Soup', price: 70, emoji: '🍲' },
      { name: 'Hot & Sour Soup', price: 70, emoji: '🌶️' },
      { name: 'Sweet Corn Soup', price: 70, emoji: '🌽' },
      { name: 'Lemon Coriander Soup', price: 70, emoji: '🍋' },
      { name: 'Chicken Manchow Soup', price: 90, emoji: '🍗' },
    ],
  },
  {
    name: 'Fried Snacks',
    emoji: '🥠',
    image: 'menu/fried-snacks.jpg',
    items: [
      { name: 'Samosa (2 pcs)', price: 30, emoji: '🥟' },
      { name: 'Kachori (2 pcs)', price: 40, emoji: '🥯' },
      { name: 'Onion Pakora', price: 50, emoji: '🧅' },
      { name: 'Paneer Pakora', price: 80, emoji: '🧀' },
      { name: 'Bread Pakora', price: 30, emoji: '🍞' },
      { name: 'Veg Cutlet', price: 50, emoji: '🥔' },
      { name: 'Spring Roll', price: 80, emoji: '🥢' },
      { name: 'Chips (Packet)', price: 'Print Rate', emoji: '🥔' },
    ],
  },
  {
    name: 'Starters',
    emoji: '🍢',
    image: 'menu/starters.jpg',
    items: [
      { name: 'Paneer Tikka', price: 150, fullPrice: 260, emoji: '🍢' },
      { name: 'Malai Soya Chaap', price: 120, fullPrice: 220, emoji: '🍢' },
      { name: 'Crispy Corn', price: 120, emoji: '🌽' },
      { name: 'Chicken Tikka', price: 160, fullPrice: 290, emoji: '🍗' },
      { name: 'Chicken Lollipop', price: 150, fullPrice: 270, emoji: '🍗' },
      { name: 'Hara Bhara Kabab', price: 110, emoji: '🥬' },
      { name: 'Mushroom Tikka', price: 130, emoji: '🍄' },
    ],
  },
  {
    name: 'Salad',
    emoji: '🥗',
    image: 'menu/salad.jpg',
    items: [
      { name: 'Green Salad', price: 40, emoji: '🥗' },
      { name: 'Kachumber Salad', price: 50, emoji: '🥒' },
      { name: 'Onion Salad', price: 20, emoji: '🧅' },
      { name: 'Sprouts Salad', price: 60, emoji: '🌱' },
      { name: 'Russian Salad', price: 90, emoji: '🥗' },
      { name: 'Chicken Salad', price: 120, emoji: '🍗' },
    ],
  },
  {
    name: 'Papad',
    emoji: '🫓',
    image: 'menu/papad.jpg',
    items: [
      { name: 'Roasted Papad', price: 15, emoji: '🫓' },
      { name: 'Fried Papad', price: 20, emoji: '🫓' },
      { name: 'Masala Papad', price: 40, emoji: '🫓' },
      { name: 'Cheese Masala Papad', price: 60, emoji: '🧀' },
      { name: 'Papad Basket', price: 70, emoji: '🧺' },
      { name: 'Papad Churi', price: 50, emoji: '🫓' },
    ],
  },
  {
    name: 'Thali',
    emoji: '🍱',
    image: 'menu/thali.jpg',
    items: [
      { name: 'Veg Thali', price: 180, emoji: '🍱' },
      { name: 'Mini Thali', price: 120, emoji: '🍱' },
      { name: 'Paneer Thali', price: 220, emoji: '🧀' },
      { name: 'Special Thali', price: 260, emoji: '⭐' },
      { name: 'Rajma Chawal Thali', price: 140, emoji: '🍛' },
      { name: 'Chole Bhature Thali', price: 130, emoji: '🍛' },
      { name: 'Chicken Thali', price: 280, emoji: '🍗' },
    ],
  },
  {
    name: 'Dal',
    emoji: '🥘',
    image: 'menu/dal.jpg',
    items: [
      { name: 'Dal Fry', price: 90, fullPrice: 160, emoji: '🥘' },
      { name: 'Dal Tadka', price: 100, fullPrice: 170, emoji: '🥘' },
      { name: 'Dal Makhani', price: 120, fullPrice: 210, emoji: '🍲' },
      { name: 'Yellow Dal', price: 80, fullPrice: 140, emoji: '🥘' },
      { name: 'Chana Dal', price: 90, fullPrice: 160, emoji: '🥘' },
      { name: 'Rajma Masala', price: 110, fullPrice: 190, emoji: '🫘' },
    ],
  },
  {
    name: 'Rice & Biryani',
    emoji: '🍛',
    image: 'menu/rice-biryani.jpg',
    items: [
      { name: 'Steamed Rice', price: 60, fullPrice: 100, emoji: '🍚' },
      { name: 'Jeera Rice', price: 70, fullPrice: 120, emoji: '🍚' },
      { name: 'Veg Pulao', price: 90, fullPrice: 150, emoji: '🍛' },
      { name: 'Veg Biryani', price: 110, fullPrice: 190, emoji: '🍛' },
      { name: 'Paneer Biryani', price: 130, fullPrice: 220, emoji: '🧀' },
      { name: 'Egg Biryani', price: 120, fullPrice: 200, emoji: '🥚' },
      {
        name: 'Chicken Biryani',
        price: 150,
        fullPrice: 260,
        emoji: '🍗',
        image: 'menu/chicken-biryani.jpg',
      },
    ],
  },
  {
    name: 'Paratha & Roti',
    emoji: '🫓',
    image: 'menu/paratha-roti.jpg',
    items: [
      { name: 'Tawa Roti', price: 10, emoji: '🫓' },
      { name: 'Butter Roti', price: 15, emoji: '🧈' },
      { name: 'Tandoori Roti', price: 15, emoji: '🫓' },
      { name: 'Butter Naan', price: 40, emoji: '🧈' },
      { name: 'Garlic Naan', price: 50, emoji: '🧄' },
      { name: 'Lachha Paratha', price: 40, emoji: '🫓' },
      { name: 'Aloo Paratha', price: 50, emoji: '🥔' },
      { name: 'Paneer Paratha', price: 70, emoji: '🧀' },
      { name: 'Gobi Paratha', price: 60, emoji: '🥦' },
    ],
  },
  {
    name: 'Main Course',
    emoji: '🍲',
    image: 'menu/main-course.jpg',
    items: [
      { name: 'Shahi Paneer', price: 140, fullPrice: 240, emoji: '🧀' },
      { name: 'Kadai Paneer', price: 140, fullPrice: 240, emoji: '🧀' },
      {
        name: 'Paneer Butter Masala',
        price: 150,
        fullPrice: 260,
        emoji: '🧈',
        image: 'menu/paneer-butter-masala.jpg',
      },
      { name: 'Matar Paneer', price: 130, fullPrice: 220, emoji: '🫛' },
      { name: 'Mix Veg', price: 110, fullPrice: 190, emoji: '🥕' },
      { name: 'Aloo Gobi', price: 90, fullPrice: 160, emoji: '🥔' },
      { name: 'Chole Masala', price: 100, fullPrice: 170, emoji: '🍛' },
      { name: 'Egg Curry', price: 110, fullPrice: 190, emoji: '🥚' },
      {
        name: 'Butter Chicken',
        price: 180,
        fullPrice: 320,
        emoji: '🍗',
        image: 'menu/butter-chicken.jpg',
      },
      { name: 'Chicken Curry', price: 160, fullPrice: 290, emoji: '🍛' },
    ],
  },
];
