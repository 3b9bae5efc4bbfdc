import type { MenuCategory, MenuItem } from '@/data/menu';
import type { SearchWords } from '@/data/search-words';

// A made-up menu of a small cafe, as such a cafe writes one, with Hindi names, the owner's search
// words and favourites: for the tests of the search as customers type. Never the cafe's own.

type Row = [name: string, hindiName: string, diet?: MenuItem['diet']];

function category(name: string, hindiName: string, rows: Row[]): MenuCategory {
  return {
    name,
    hindiName,
    items: rows.map(([dish, hindi, diet = 'veg']) => ({
      name: dish,
      hindiName: hindi,
      diet,
      price: 50,
      emoji: '🍽️',
    })),
  };
}

export const cafeMenu: MenuCategory[] = [
  category('Tea & Coffee', 'चाय और कॉफ़ी', [
    ['Kulhad Tea', 'कुल्हड़ चाय'],
    ['Masala Tea', 'मसाला चाय'],
    ['Ginger Tea', 'अदरक चाय'],
    ['Tandoori Chai', 'तंदूरी चाय'],
    ['Lemon Tea', 'नींबू चाय'],
    ['Black Coffee', 'ब्लैक कॉफ़ी'],
    ['Cold Coffee', 'कोल्ड कॉफ़ी'],
  ]),
  category('Coolers', 'ठंडे पेय', [
    ['Fresh Lime Soda', 'फ्रेश लाइम सोडा'],
    ['Masala Shikanji', 'मसाला शिकंजी'],
    ['Sweet Lassi', 'मीठी लस्सी'],
    ['Masala Chaas', 'मसाला छाछ'],
    ['Mango Shake', 'मैंगो शेक'],
    ['Oreo Shake', 'ओरियो शेक'],
  ]),
  category('Momos', 'मोमोज़', [
    ['Steam Momos', 'स्टीम मोमोज़'],
    ['Fried Momos', 'फ्राइड मोमोज़'],
    ['Paneer Momos', 'पनीर मोमोज़'],
    ['Chicken Momos', 'चिकन मोमोज़', 'non-veg'],
    ['Kurkure Momos', 'कुरकुरे मोमोज़'],
    ['Tandoori Momos', 'तंदूरी मोमोज़'],
  ]),
  category('Chinese', 'चाइनीज़', [
    ['Veg Chowmein', 'वेज चाउमीन'],
    ['Hakka Noodles', 'हक्का नूडल्स'],
    ['Egg Chowmein', 'एग चाउमीन', 'egg'],
    ['Chicken Chowmein', 'चिकन चाउमीन', 'non-veg'],
    ['Veg Manchurian', 'वेज मंचूरियन'],
    ['Chilli Paneer', 'चिली पनीर'],
    ['Chilli Chicken', 'चिली चिकन', 'non-veg'],
    ['Honey Chilli Potato', 'हनी चिली पोटैटो'],
    ['Veg Fried Rice', 'वेज फ्राइड राइस'],
    ['Schezwan Fried Rice', 'शेज़वान फ्राइड राइस'],
  ]),
  category('Rolls & Sandwiches', 'रोल और सैंडविच', [
    ['Veg Roll', 'वेज रोल'],
    ['Paneer Roll', 'पनीर रोल'],
    ['Egg Roll', 'एग रोल', 'egg'],
    ['Chicken Roll', 'चिकन रोल', 'non-veg'],
    ['Grilled Cheese Sandwich', 'ग्रिल्ड चीज़ सैंडविच'],
    ['Aloo Tikki Burger', 'आलू टिक्की बर्गर'],
    ['Cheese Fries', 'चीज़ फ्राइज़'],
    ['Peri Peri Fries', 'पेरी पेरी फ्राइज़'],
  ]),
  category('Snacks', 'नाश्ता', [
    ['Samosa', 'समोसा'],
    ['Kachori', 'कचौड़ी'],
    ['Onion Pakora', 'प्याज़ पकौड़ा'],
    ['Paneer Pakora', 'पनीर पकौड़ा'],
    ['Bread Pakora', 'ब्रेड पकौड़ा'],
    ['Pani Puri', 'पानी पूरी'],
    ['Aloo Tikki Chaat', 'आलू टिक्की चाट'],
  ]),
  category('Starters', 'स्टार्टर्स', [
    ['Paneer Tikka', 'पनीर टिक्का'],
    ['Malai Soya Chaap', 'मलाई सोया चाप'],
    ['Chicken Tikka', 'चिकन टिक्का', 'non-veg'],
    ['Crispy Corn', 'क्रिस्पी कॉर्न'],
  ]),
  category('Main Course', 'मेन कोर्स', [
    ['Shahi Paneer', 'शाही पनीर'],
    ['Kadai Paneer', 'कड़ाही पनीर'],
    ['Paneer Butter Masala', 'पनीर बटर मसाला'],
    ['Dal Makhani', 'दाल मखनी'],
    ['Dal Tadka', 'दाल तड़का'],
    ['Chole Bhature', 'छोले भटूरे'],
    ['Rajma Chawal', 'राजमा चावल'],
    ['Butter Chicken', 'बटर चिकन', 'non-veg'],
    ['Egg Curry', 'अंडा करी', 'egg'],
  ]),
  category('Rice & Breads', 'चावल और रोटी', [
    ['Veg Biryani', 'वेज बिरयानी'],
    ['Chicken Biryani', 'चिकन बिरयानी', 'non-veg'],
    ['Jeera Rice', 'जीरा राइस'],
    ['Butter Naan', 'बटर नान'],
    ['Tandoori Roti', 'तंदूरी रोटी'],
    ['Aloo Paratha', 'आलू पराठा'],
  ]),
  category('Soups', 'सूप', [
    ['Tomato Soup', 'टमाटर सूप'],
    ['Sweet Corn Soup', 'स्वीट कॉर्न सूप'],
    ['Hot & Sour Soup', 'हॉट एंड सॉर सूप'],
  ]),
];

/** The owner's search words for this menu, as content/search-words.json holds them. */
export const cafeSearchWords: SearchWords = [
  { typed: 'chai', means: ['tea'] },
  { typed: 'tea', means: ['chai'] },
  { typed: 'kullad', means: ['kulhad'] },
  { typed: 'adrak', means: ['ginger'] },
  { typed: 'nimbu', means: ['lemon', 'lime', 'shikanji'] },
  { typed: 'lemonade', means: ['lime', 'shikanji'] },
  { typed: 'buttermilk', means: ['chaas'] },
  { typed: 'chach', means: ['chaas'] },
  { typed: 'milkshake', means: ['shake'] },
  { typed: 'noodles', means: ['chowmein', 'noodles'] },
  { typed: 'maggi', means: ['noodles'] },
  { typed: 'dumplings', means: ['momos'] },
  { typed: 'cottage cheese', means: ['paneer'] },
  { typed: 'potato', means: ['aloo', 'potato'] },
  { typed: 'golgappa', means: ['pani puri'] },
  { typed: 'puchka', means: ['pani puri'] },
  { typed: 'bread', means: ['naan', 'roti', 'paratha'] },
  { typed: 'चाय', means: ['tea'] },
  { typed: 'नूडल्स', means: ['chowmein'] },
];

/** The cafe's favourites, the first its signature dish. */
export const cafeFavourites = ['Kulhad Tea', 'Steam Momos', 'Veg Chowmein'];
