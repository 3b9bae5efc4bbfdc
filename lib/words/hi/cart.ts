import type { cart as en } from '../en/cart';

const line: (typeof en)['line'] = {
  sizes: { half: 'हाफ़', full: 'फ़ुल' },
  sized: '{dish} ({size})',
  and: ' और ',
  reading: '{dish}, {price} × {quantity}',
  readingSized: '{dish}, {size}, {price} × {quantity}',
  limit:
    'एक ऑनलाइन ऑर्डर में {dish} की ज़्यादा से ज़्यादा {most} प्लेट हो सकती हैं; इससे ज़्यादा के लिए हमें कॉल करें।',
  back: '{dish} फिर से आपके कार्ट में है।',
  partlyBack: {
    one: '{dish} की {quantity} में से सिर्फ़ 1 प्लेट वापस आ सकी: एक ऑनलाइन ऑर्डर में ज़्यादा से ज़्यादा {most} प्लेट हो सकती हैं।',
    other:
      '{dish} की {quantity} में से सिर्फ़ {count} प्लेट वापस आ सकीं: एक ऑनलाइन ऑर्डर में ज़्यादा से ज़्यादा {most} प्लेट हो सकती हैं।',
  },
  notBack:
    'हम {dish} को वापस नहीं जोड़ सके: आपके कार्ट में पहले से इसकी {most} प्लेट हैं, एक ऑनलाइन ऑर्डर में इससे ज़्यादा नहीं हो सकतीं।',
};

const summary: (typeof en)['summary'] = {
  line,
  heading: 'ऑर्डर का हिसाब',
  listed: '{quantity} × {dish}',
  table: 'टेबल',
  items: 'आइटम',
  dishes: 'डिश का दाम',
  deliveryFee: 'डिलीवरी चार्ज',
  free: 'फ़्री',
  total: 'कुल',
  minimumOrder: 'डिलीवरी के लिए कम से कम {minimum} का ऑर्डर चाहिए: {short} का और जोड़ें।',
  freeDelivery: 'फ़्री डिलीवरी के लिए {short} का और जोड़ें।',
};

export const cart: typeof en = {
  line,
  store: {
    line,
    items: { one: 'कार्ट में {count} आइटम', other: 'कार्ट में {count} आइटम' },
    added: '{dish} को कार्ट में जोड़ दिया गया। {items}।',
    removed: '{dish} को हटा दिया गया। {items}।',
    quantity: '{dish}: अब {quantity}। {items}।',
    putBack: '{note} {items}।',
    cleared: 'कार्ट खाली हो गया। चाहें तो इसे वापस ला सकते हैं।',
    restored: 'कार्ट वापस आ गया। {items}।',
    changes: {
      title: 'आपका कार्ट अब आज के मेन्यू के हिसाब से है',
      failed: 'पिछले पेज का कार्ट वापस नहीं लाया जा सका।',
      soldOut: {
        one: '{dishes} आज ख़त्म है, इसलिए इसे कार्ट से हटा दिया गया।',
        other: '{dishes} आज ख़त्म हैं, इसलिए इन्हें कार्ट से हटा दिया गया।',
      },
      gone: {
        one: '{dishes} अब हमारे मेन्यू में नहीं है, इसलिए इसे कार्ट से हटा दिया गया।',
        other: '{dishes} अब हमारे मेन्यू में नहीं हैं, इसलिए इन्हें कार्ट से हटा दिया गया।',
      },
      repriced: '{dish} का दाम अब {now} है, पहले {was} था।',
    },
    table: {
      title: 'यह हमारी कोई टेबल नहीं है',
      unknown:
        'हमारे यहाँ "{table}" नाम की कोई टेबल नहीं है, इसलिए यह ऑर्डर टेबल के लिए नहीं हो सकता। काउंटर पर पूछें, या पिकअप के लिए ऑर्डर करें।',
      removed:
        'अब हमारे यहाँ टेबल {table} नहीं है, इसलिए यह ऑर्डर टेबल के लिए नहीं है। काउंटर पर पूछें, या चेकआउट में पिकअप या होम डिलीवरी चुनें।',
      nameless:
        'इस टेबल लिंक में किसी टेबल का नाम नहीं है, इसलिए यह ऑर्डर टेबल के लिए नहीं हो सकता। काउंटर पर पूछें, या पिकअप के लिए ऑर्डर करें।',
    },
  },
  handOver: {
    failedTitle: 'आपका कार्ट अभी वापस नहीं आ सका',
    failed:
      'पिछले पेज ने कार्ट दे दिया था, पर यह पेज उसे वापस लाने वाला हिस्सा डाउनलोड नहीं कर सका: शायद नेटवर्क चला गया था।',
    tryAgain: 'फिर से कोशिश करें',
    startAfresh: 'नया कार्ट शुरू करें',
    ok: 'ठीक है',
  },
  link: {
    label: { one: 'कार्ट, {count} आइटम', other: 'कार्ट, {count} आइटम' },
  },
  orderNow: {
    now: 'ऑर्डर करें',
    half: 'हाफ़ ऑर्डर करें',
    full: 'फ़ुल ऑर्डर करें',
    label: '{action}: {dish}',
  },
  review: {
    line,
    summary,
    heading: 'आपके कार्ट की डिश',
    each: 'एक का {price}',
    sameDish: '{dish}, लाइन {number}',
    decrease: '{dish} एक कम करें',
    increase: '{dish} एक और जोड़ें',
    quantity: 'गिनती',
    lineTotal: 'इस डिश का कुल',
    remove: '{dish} हटाएँ',
    removed: '{dish} को हटा दिया गया।',
    undo: 'वापस लाएँ',
    undoLabel: '{dish} वापस लाएँ',
    clear: 'कार्ट खाली करें',
    checkout: 'चेकआउट पर जाएँ',
    opening: 'चेकआउट खुल रहा है…',
  },
  summary,
  orderAgain: {
    line,
    button: 'फिर से ऑर्डर करें',
    withDishes: 'फिर से ऑर्डर करें: {dishes}',
    adding: 'आपका पिछला ऑर्डर जोड़ा जा रहा है…',
    heading: 'आपका पिछला ऑर्डर, {date}',
    plates: '{quantity} × {dish}',
    more: '{dishes} और {count} और डिश',
    title: 'आपका पिछला ऑर्डर',
    added: {
      one: 'पिछले ऑर्डर से {count} आइटम आज के दाम पर जोड़ा गया।',
      other: 'पिछले ऑर्डर से {count} आइटम आज के दाम पर जोड़े गए।',
    },
    nothing: 'पिछले ऑर्डर से कुछ भी नहीं जोड़ा जा सका।',
    soldOut: {
      one: '{dishes} आज ख़त्म है, इसलिए इसे नहीं जोड़ा गया।',
      other: '{dishes} आज ख़त्म हैं, इसलिए इन्हें नहीं जोड़ा गया।',
    },
    gone: {
      one: '{dishes} अब हमारे मेन्यू में नहीं है, इसलिए इसे नहीं जोड़ा गया।',
      other: '{dishes} अब हमारे मेन्यू में नहीं हैं, इसलिए इन्हें नहीं जोड़ा गया।',
    },
    failedTitle: 'आपका पिछला ऑर्डर अभी नहीं जुड़ सका',
    failed:
      'आपका पिछला ऑर्डर नहीं जुड़ सका: शायद नेटवर्क चला गया था। फिर कोशिश करने के लिए "फिर से ऑर्डर करें" दबाएँ।',
  },
};
