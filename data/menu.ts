/**
 * The cafe's menu. To change a price, edit the number beside the dish and rebuild.
 *
 * - `price` is the price in whole rupees, or 'Print Rate' for packaged goods sold at MRP
 *   (those are shown but cannot be ordered online).
 * - When `fullPrice` is present, `price` is the Half plate and `fullPrice` the Full plate.
 * - `diet` is 'veg', 'egg' (egg but no meat or fish) or 'non-veg' (chicken, mutton or fish, with or
 *   without egg). The menu shows the matching mark, and Veg only shows just the 'veg' dishes.
 * - `image` is optional: a path on the image host set in data/cafe.ts. A dish with one shows a
 *   small photo (its emoji while the photo cannot be loaded); one without is a plain text row.
 * - `emoji` stands in for the photo, and shows beside the dish on the home page. A veg dish's
 *   emoji must not picture meat, fish or egg (the build checks: lib/data-check.ts).
 * - `soldOut: true` marks a dish that has run out today: it stays on the menu, says "Sold out" and
 *   cannot be added. Delete it again when the dish is back.
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

export const diets = ['veg', 'egg', 'non-veg'] as const;

export type Diet = (typeof diets)[number];

export type MenuItem = {
  name: string;
  diet: Diet;
  price: Price;
  fullPrice?: number;
  emoji: string;
  image?: string;
  soldOut?: boolean;
};

export type MenuCategory = {
  name: CategoryName;
  items: MenuItem[];
};

export const menu: MenuCategory[] = [
  {
    name: 'Hot Drinks',
    items: [
      { name: 'Kulhad Tea', diet: 'veg', price: 15, emoji: '🍵', image: 'menu/kulhad-tea.jpg' },
      { name: 'Masala Kulhad Tea', diet: 'veg', price: 20, emoji: '🍵' },
      { name: 'Adrak Elaichi Tea', diet: 'veg', price: 20, emoji: '🫖' },
      { name: 'Tandoori Chai', diet: 'veg', price: 30, emoji: '🔥' },
      { name: 'Lemon Tea', diet: 'veg', price: 20, emoji: '🍋' },
      { name: 'Green Tea', diet: 'veg', price: 25, emoji: '🍃' },
      { name: 'Hot Coffee', diet: 'veg', price: 40, emoji: '☕' },
      { name: 'Kulhad Coffee', diet: 'veg', price: 50, emoji: '☕' },
      { name: 'Hot Chocolate', diet: 'veg', price: 70, emoji: '🍫' },
      { name: 'Haldi Doodh', diet: 'veg', price: 40, emoji: '🥛' },
    ],
  },
  {
    name: 'Cold Drinks',
    items: [
      { name: 'Cold Coffee', diet: 'veg', price: 70, emoji: '🧋', image: 'menu/cold-coffee.jpg' },
      { name: 'Iced Tea', diet: 'veg', price: 60, emoji: '🧊' },
      { name: 'Fresh Lime Soda', diet: 'veg', price: 50, emoji: '🍋' },
      { name: 'Masala Shikanji', diet: 'veg', price: 40, emoji: '🍋' },
      { name: 'Sweet Lassi', diet: 'veg', price: 60, emoji: '🥛' },
      { name: 'Masala Chaas', diet: 'veg', price: 30, emoji: '🥛' },
      { name: 'Blue Lagoon Mojito', diet: 'veg', price: 80, emoji: '🍹' },
      { name: 'Soft Drink (Bottle)', diet: 'veg', price: 'Print Rate', emoji: '🥤' },
      { name: 'Packaged Water', diet: 'veg', price: 'Print Rate', emoji: '💧' },
    ],
  },
  {
    name: 'Shakes',
    items: [
      { name: 'Vanilla Shake', diet: 'veg', price: 80, emoji: '🍦' },
      { name: 'Chocolate Shake', diet: 'veg', price: 90, emoji: '🍫' },
      { name: 'Strawberry Shake', diet: 'veg', price: 90, emoji: '🍓' },
      { name: 'Mango Shake', diet: 'veg', price: 90, emoji: '🥭' },
      { name: 'Banana Shake', diet: 'veg', price: 70, emoji: '🍌' },
      { name: 'Oreo Shake', diet: 'veg', price: 110, emoji: '🍪' },
      { name: 'KitKat Shake', diet: 'veg', price: 120, emoji: '🍫' },
      { name: 'Butterscotch Shake', diet: 'veg', price: 100, emoji: '🍨' },
    ],
  },
  {
    name: 'Rolls',
    items: [
      { name: 'Veg Roll', diet: 'veg', price: 50, emoji: '🌯' },
      { name: 'Paneer Roll', diet: 'veg', price: 80, emoji: '🌯' },
      { name: 'Egg Roll', diet: 'egg', price: 60, emoji: '🥚' },
      { name: 'Double Egg Roll', diet: 'egg', price: 80, emoji: '🥚' },
      { name: 'Chicken Roll', diet: 'non-veg', price: 100, emoji: '🍗' },
      { name: 'Chicken Egg Roll', diet: 'non-veg', price: 120, emoji: '🌯' },
      { name: 'Mushroom Roll', diet: 'veg', price: 80, emoji: '🍄' },
    ],
  },
  {
    name: 'Fries',
    items: [
      { name: 'Salted Fries', diet: 'veg', price: 60, emoji: '🍟' },
      { name: 'Masala Fries', diet: 'veg', price: 70, emoji: '🍟' },
      { name: 'Peri Peri Fries', diet: 'veg', price: 80, emoji: '🌶️' },
      { name: 'Cheese Fries', diet: 'veg', price: 100, emoji: '🧀' },
      { name: 'Chilli Garlic Potato', diet: 'veg', price: 90, emoji: '🥔' },
      { name: 'Honey Chilli Potato', diet: 'veg', price: 100, fullPrice: 180, emoji: '🍯' },
    ],
  },
  {
    name: 'Chinese',
    items: [
      {
        name: 'Veg Chowmein',
        diet: 'veg',
        price: 60,
        fullPrice: 110,
        emoji: '🥢',
        image: 'menu/veg-chowmein.jpg',
      },
      { name: 'Hakka Noodles', diet: 'veg', price: 70, fullPrice: 130, emoji: '🥢' },
      { name: 'Chilli Garlic Noodles', diet: 'veg', price: 80, fullPrice: 140, emoji: '🌶️' },
      { name: 'Egg Chowmein', diet: 'egg', price: 70, fullPrice: 130, emoji: '🍳' },
      { name: 'Chicken Chowmein', diet: 'non-veg', price: 90, fullPrice: 160, emoji: '🍗' },
      {
        name: 'CPC Special Chowmein',
        diet: 'non-veg',
        price: 90,
        emoji: '⭐',
        image: 'menu/cpc-special-chowmein.jpg',
      },
      { name: 'Veg Manchurian', diet: 'veg', price: 70, fullPrice: 130, emoji: '🥦' },
      {
        name: 'Chilli Paneer',
        diet: 'veg',
        price: 110,
        fullPrice: 200,
        emoji: '🧀',
        image: 'menu/chilli-paneer.jpg',
      },
      { name: 'Chilli Chicken', diet: 'non-veg', price: 120, fullPrice: 220, emoji: '🌶️' },
      { name: 'Chilli Mushroom', diet: 'veg', price: 100, fullPrice: 180, emoji: '🍄' },
    ],
  },
  {
    name: 'Fried Rice',
    items: [
      { name: 'Veg Fried Rice', diet: 'veg', price: 70, fullPrice: 120, emoji: '🍚' },
      { name: 'Egg Fried Rice', diet: 'egg', price: 80, fullPrice: 140, emoji: '🍳' },
      { name: 'Chicken Fried Rice', diet: 'non-veg', price: 100, fullPrice: 170, emoji: '🍗' },
      { name: 'Schezwan Fried Rice', diet: 'veg', price: 80, fullPrice: 140, emoji: '🌶️' },
      { name: 'Paneer Fried Rice', diet: 'veg', price: 90, fullPrice: 160, emoji: '🧀' },
      { name: 'Mushroom Fried Rice', diet: 'veg', price: 90, fullPrice: 150, emoji: '🍄' },
    ],
  },
  {
    name: 'Raita',
    items: [
      { name: 'Plain Curd', diet: 'veg', price: 30, emoji: '🥣' },
      { name: 'Boondi Raita', diet: 'veg', price: 50, emoji: '🥣' },
      { name: 'Mix Veg Raita', diet: 'veg', price: 60, emoji: '🥒' },
      { name: 'Pineapple Raita', diet: 'veg', price: 70, emoji: '🍍' },
      { name: 'Jeera Raita', diet: 'veg', price: 50, emoji: '🥣' },
      { name: 'Onion Raita', diet: 'veg', price: 50, emoji: '🧅' },
    ],
  },
  {
    name: 'Sandwich & Burgers',
    items: [
      { name: 'Veg Sandwich', diet: 'veg', price: 50, emoji: '🥪' },
      { name: 'Grilled Cheese Sandwich', diet: 'veg', price: 80, emoji: '🥪' },
      { name: 'Paneer Tikka Sandwich', diet: 'veg', price: 100, emoji: '🥪' },
      { name: 'Corn & Cheese Sandwich', diet: 'veg', price: 90, emoji: '🌽' },
      { name: 'Aloo Tikki Burger', diet: 'veg', price: 60, emoji: '🥔' },
      { name: 'Veg Cheese Burger', diet: 'veg', price: 80, emoji: '🧀' },
      { name: 'Paneer Burger', diet: 'veg', price: 100, emoji: '🧀' },
      { name: 'Chicken Burger', diet: 'non-veg', price: 120, emoji: '🍔' },
    ],
  },
  {
    name: 'Momos',
    items: [
      { name: 'Steam Momos', diet: 'veg', price: 60, emoji: '🥟', image: 'menu/steam-momos.jpg' },
      { name: 'Fried Momos', diet: 'veg', price: 70, fullPrice: 130, emoji: '🥟' },
      { name: 'Paneer Momos', diet: 'veg', price: 80, fullPrice: 150, emoji: '🧀' },
      { name: 'Chicken Momos', diet: 'non-veg', price: 80, fullPrice: 150, emoji: '🍗' },
      { name: 'Kurkure Momos', diet: 'veg', price: 90, fullPrice: 170, emoji: '🥟' },
      { name: 'Tandoori Momos', diet: 'veg', price: 100, fullPrice: 180, emoji: '🔥' },
      { name: 'Chilli Momos', diet: 'veg', price: 90, fullPrice: 170, emoji: '🌶️' },
    ],
  },
  {
    name: 'Soups',
    items: [
      { name: 'Tomato Soup', diet: 'veg', price: 60, emoji: '🍅' },
      { name: 'Veg Manchow Soup', diet: 'veg', price: 70, emoji: '🍲' },
      { name: 'Hot & Sour Soup', diet: 'veg', price: 70, emoji: '🌶️' },
      { name: 'Sweet Corn Soup', diet: 'veg', price: 70, emoji: '🌽' },
      { name: 'Lemon Coriander Soup', diet: 'veg', price: 70, emoji: '🍋' },
      { name: 'Chicken Manchow Soup', diet: 'non-veg', price: 90, emoji: '🍗' },
    ],
  },
  {
    name: 'Fried Snacks',
    items: [
      { name: 'Samosa (2 pcs)', diet: 'veg', price: 30, emoji: '🥟' },
      { name: 'Kachori (2 pcs)', diet: 'veg', price: 40, emoji: '🥯' },
      { name: 'Onion Pakora', diet: 'veg', price: 50, emoji: '🧅' },
      { name: 'Paneer Pakora', diet: 'veg', price: 80, emoji: '🧀' },
      { name: 'Bread Pakora', diet: 'veg', price: 30, emoji: '🍞' },
      { name: 'Veg Cutlet', diet: 'veg', price: 50, emoji: '🥔' },
      { name: 'Spring Roll', diet: 'veg', price: 80, emoji: '🥢' },
      { name: 'Chips (Packet)', diet: 'veg', price: 'Print Rate', emoji: '🥔' },
    ],
  },
  {
    name: 'Starters',
    items: [
      { name: 'Paneer Tikka', diet: 'veg', price: 150, fullPrice: 260, emoji: '🧀' },
      { name: 'Malai Soya Chaap', diet: 'veg', price: 120, fullPrice: 220, emoji: '🍡' },
      { name: 'Crispy Corn', diet: 'veg', price: 120, emoji: '🌽' },
      { name: 'Chicken Tikka', diet: 'non-veg', price: 160, fullPrice: 290, emoji: '🍗' },
      { name: 'Chicken Lollipop', diet: 'non-veg', price: 150, fullPrice: 270, emoji: '🍗' },
      { name: 'Hara Bhara Kabab', diet: 'veg', price: 110, emoji: '🥬' },
      { name: 'Mushroom Tikka', diet: 'veg', price: 130, emoji: '🍄' },
    ],
  },
  {
    name: 'Salad',
    items: [
      { name: 'Green Salad', diet: 'veg', price: 40, emoji: '🥗' },
      { name: 'Kachumber Salad', diet: 'veg', price: 50, emoji: '🥒' },
      { name: 'Onion Salad', diet: 'veg', price: 20, emoji: '🧅' },
      { name: 'Sprouts Salad', diet: 'veg', price: 60, emoji: '🌱' },
      { name: 'Russian Salad', diet: 'veg', price: 90, emoji: '🥗' },
      { name: 'Chicken Salad', diet: 'non-veg', price: 120, emoji: '🍗' },
    ],
  },
  {
    name: 'Papad',
    items: [
      { name: 'Roasted Papad', diet: 'veg', price: 15, emoji: '🫓' },
      { name: 'Fried Papad', diet: 'veg', price: 20, emoji: '🫓' },
      { name: 'Masala Papad', diet: 'veg', price: 40, emoji: '🫓' },
      { name: 'Cheese Masala Papad', diet: 'veg', price: 60, emoji: '🧀' },
      { name: 'Papad Basket', diet: 'veg', price: 70, emoji: '🧺' },
      { name: 'Papad Churi', diet: 'veg', price: 50, emoji: '🫓' },
    ],
  },
  {
    name: 'Thali',
    items: [
      { name: 'Veg Thali', diet: 'veg', price: 180, emoji: '🍽️' },
      { name: 'Mini Thali', diet: 'veg', price: 120, emoji: '🍽️' },
      { name: 'Paneer Thali', diet: 'veg', price: 220, emoji: '🧀' },
      { name: 'Special Thali', diet: 'veg', price: 260, emoji: '⭐' },
      { name: 'Rajma Chawal Thali', diet: 'veg', price: 140, emoji: '🍛' },
      { name: 'Chole Bhature Thali', diet: 'veg', price: 130, emoji: '🍛' },
      { name: 'Chicken Thali', diet: 'non-veg', price: 280, emoji: '🍗' },
    ],
  },
  {
    name: 'Dal',
    items: [
      { name: 'Dal Fry', diet: 'veg', price: 90, fullPrice: 160, emoji: '🫘' },
      { name: 'Dal Tadka', diet: 'veg', price: 100, fullPrice: 170, emoji: '🫘' },
      { name: 'Dal Makhani', diet: 'veg', price: 120, fullPrice: 210, emoji: '🍲' },
      { name: 'Yellow Dal', diet: 'veg', price: 80, fullPrice: 140, emoji: '🫘' },
      { name: 'Chana Dal', diet: 'veg', price: 90, fullPrice: 160, emoji: '🫘' },
      { name: 'Rajma Masala', diet: 'veg', price: 110, fullPrice: 190, emoji: '🫘' },
    ],
  },
  {
    name: 'Rice & Biryani',
    items: [
      { name: 'Steamed Rice', diet: 'veg', price: 60, fullPrice: 100, emoji: '🍚' },
      { name: 'Jeera Rice', diet: 'veg', price: 70, fullPrice: 120, emoji: '🍚' },
      { name: 'Veg Pulao', diet: 'veg', price: 90, fullPrice: 150, emoji: '🍛' },
      { name: 'Veg Biryani', diet: 'veg', price: 110, fullPrice: 190, emoji: '🍛' },
      { name: 'Paneer Biryani', diet: 'veg', price: 130, fullPrice: 220, emoji: '🧀' },
      { name: 'Egg Biryani', diet: 'egg', price: 120, fullPrice: 200, emoji: '🥚' },
      {
        name: 'Chicken Biryani',
        diet: 'non-veg',
        price: 150,
        fullPrice: 260,
        emoji: '🍗',
        image: 'menu/chicken-biryani.jpg',
      },
    ],
  },
  {
    name: 'Paratha & Roti',
    items: [
      { name: 'Tawa Roti', diet: 'veg', price: 10, emoji: '🫓' },
      { name: 'Butter Roti', diet: 'veg', price: 15, emoji: '🧈' },
      { name: 'Tandoori Roti', diet: 'veg', price: 15, emoji: '🫓' },
      { name: 'Butter Naan', diet: 'veg', price: 40, emoji: '🧈' },
      { name: 'Garlic Naan', diet: 'veg', price: 50, emoji: '🧄' },
      { name: 'Lachha Paratha', diet: 'veg', price: 40, emoji: '🫓' },
      { name: 'Aloo Paratha', diet: 'veg', price: 50, emoji: '🥔' },
      { name: 'Paneer Paratha', diet: 'veg', price: 70, emoji: '🧀' },
      { name: 'Gobi Paratha', diet: 'veg', price: 60, emoji: '🥦' },
    ],
  },
  {
    name: 'Main Course',
    items: [
      { name: 'Shahi Paneer', diet: 'veg', price: 140, fullPrice: 240, emoji: '🧀' },
      { name: 'Kadai Paneer', diet: 'veg', price: 140, fullPrice: 240, emoji: '🧀' },
      {
        name: 'Paneer Butter Masala',
        diet: 'veg',
        price: 150,
        fullPrice: 260,
        emoji: '🧈',
        image: 'menu/paneer-butter-masala.jpg',
      },
      { name: 'Matar Paneer', diet: 'veg', price: 130, fullPrice: 220, emoji: '🫛' },
      { name: 'Mix Veg', diet: 'veg', price: 110, fullPrice: 190, emoji: '🥕' },
      { name: 'Aloo Gobi', diet: 'veg', price: 90, fullPrice: 160, emoji: '🥔' },
      { name: 'Chole Masala', diet: 'veg', price: 100, fullPrice: 170, emoji: '🍛' },
      { name: 'Egg Curry', diet: 'egg', price: 110, fullPrice: 190, emoji: '🥚' },
      {
        name: 'Butter Chicken',
        diet: 'non-veg',
        price: 180,
        fullPrice: 320,
        emoji: '🍗',
        image: 'menu/butter-chicken.jpg',
      },
      { name: 'Chicken Curry', diet: 'non-veg', price: 160, fullPrice: 290, emoji: '🍛' },
    ],
  },
];
