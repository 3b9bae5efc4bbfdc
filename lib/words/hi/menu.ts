import type { menu as en } from '../en/menu';

export const menu: typeof en = {
  browser: {
    title: 'हमारा मेन्यू',
    searchLabel: 'मेन्यू में खोजें',
    searchPlaceholder: 'खोजें: मोमोज़, पनीर, चाय',
    searchCut: 'खोज में {count} अक्षर तक ही पढ़े जाते हैं: बाकी छोड़ दिए गए।',
    vegOnly: 'सिर्फ़ वेज',
    categories: 'मेन्यू की कैटेगरी',
    cartBar: {
      label: 'आपका कार्ट',
      table: 'टेबल {table}',
      empty: 'WhatsApp पर ऑर्डर के लिए डिश जोड़ें',
      viewCart: {
        one: 'कार्ट देखें ({count} आइटम) · {total}',
        other: 'कार्ट देखें ({count} आइटम) · {total}',
      },
    },
    search: {
      heading: 'खोज के नतीजे',
      failed: 'खोज लोड नहीं हो पाई: अपना नेटवर्क देखें, फिर से कोशिश करें।',
      tryAgain: 'फिर से कोशिश करें',
      noneFound: 'कोई डिश नहीं मिली',
      found: { one: '{count} डिश मिली', other: '{count} डिश मिलीं' },
      offered: {
        one: '“{query}” के लिए: {dish}',
        other: '“{query}” के लिए: {dish} और {more} दूसरी डिश',
      },
      vegHides: {
        one: '“सिर्फ़ वेज” चालू है, इसलिए अंडे या मीट वाली {count} डिश नहीं दिख रही।',
        other: '“सिर्फ़ वेज” चालू है, इसलिए अंडे या मीट वाली {count} डिश नहीं दिख रहीं।',
      },
      vegHidesAll: {
        one: '“सिर्फ़ वेज” चालू है, इसलिए अंडे या मीट वाली {count} डिश नहीं दिख रही। इसे देखने के लिए “सिर्फ़ वेज” बंद करें।',
        other:
          '“सिर्फ़ वेज” चालू है, इसलिए अंडे या मीट वाली {count} डिश नहीं दिख रहीं। इन्हें देखने के लिए “सिर्फ़ वेज” बंद करें।',
      },
      didYouMean: 'शायद आप ये ढूँढ रहे हैं',
      notInName: 'नाम में “{query}” वाली कोई डिश नहीं मिली।',
      alsoTry: 'ये भी देखें',
      favourites: 'हमारी पसंदीदा डिश',
      favouritesIntro:
        'मेन्यू में “{query}” से मिलता-जुलता कुछ नहीं है। कोई और शब्द लिखें, ऊपर से कोई कैटेगरी चुनें, या इनमें से कुछ आज़माएँ।',
    },
  },
  dish: {
    soldOut: 'आज ख़त्म',
    printRate: 'प्रिंट रेट',
    soldAtMrp: 'कैफ़े में MRP पर',
    half: 'हाफ़',
    full: 'फ़ुल',
    diet: {
      veg: 'वेज',
      egg: 'अंडे वाला',
      'non-veg': 'नॉन-वेज',
    },
    eggMark: 'अंडा',
    add: {
      button: 'जोड़ें',
      label: '{dish} कार्ट में जोड़ें',
      sized: '{dish} ({size})',
      half: 'हाफ़',
      full: 'फ़ुल',
      inCart: ' कार्ट में',
    },
  },
  sections: {
    dishes: { one: '{count} डिश', other: '{count} डिश' },
    noVeg: '{category} में कोई वेज डिश नहीं है: इसकी {dishes} देखने के लिए सिर्फ़ वेज बंद करें।',
  },
  orderByPhone: {
    label: 'ऑर्डर कैसे करें',
    text: 'ऑनलाइन ऑर्डर के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। ऑर्डर के लिए हमें कॉल करें या WhatsApp पर अपना ऑर्डर भेजें।',
    call: '{phone} पर कॉल करें',
    whatsapp: 'WhatsApp करें',
  },
};
