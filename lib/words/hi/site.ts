import type { site as en } from '../en/site';

export const site: typeof en = {
  skipToContent: 'मुख्य हिस्से पर जाएँ',
  otherLanguage: 'English',
  orderNow: 'ऑर्डर करें',
  byPhone: ' (फ़ोन पर)',
  mainNav: 'मुख्य',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  nav: {
    home: 'होम',
    menu: 'मेन्यू',
    order: 'ऑनलाइन ऑर्डर',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
  },
  footer: {
    quickLinks: 'लिंक',
    contact: 'संपर्क',
    call: '{phone} पर कॉल करें',
    whatsapp: 'WhatsApp करें',
    instagram: 'Instagram @{account}',
    hours: 'खुलने का समय',
    mediaPartner: 'मीडिया पार्टनर',
    copyright: '© 2024 {cafe}। सभी अधिकार सुरक्षित।',
  },
  pages: {
    siteTitle: '{cafe} | कुल्हड़ चाय, मोमोज़ और देसी खाना',
    home: {
      title: 'कुल्हड़ चाय, मोमोज़ और देसी खाना',
      description:
        '{cafe}, {city} में कुल्हड़ चाय, स्टीम मोमोज़, चाउमीन और थाली। WhatsApp पर ऑनलाइन ऑर्डर करें, होम डिलीवरी या पिकअप के लिए। खुला है {hours}।',
    },
    menu: {
      title: 'मेन्यू',
      description:
        '{cafe} का पूरा मेन्यू दाम के साथ: कुल्हड़ चाय, शेक, मोमोज़, चाउमीन, फ्राइड राइस, थाली, बिरयानी और मेन कोर्स। डिश चुनें और WhatsApp पर ऑर्डर करें।',
    },
    order: {
      title: 'ऑनलाइन ऑर्डर',
      description:
        'अपना कार्ट देखें और ऑर्डर WhatsApp पर {cafe} को भेजें, होम डिलीवरी या पिकअप के लिए। UPI से या डिलीवरी पर कैश में पैसे दें।',
    },
    about: {
      title: 'हमारे बारे में',
      description:
        '{city} में {cafe} की कहानी: {year} में कुल्हड़ चाय की एक दुकान से मोमोज़, चाइनीज़ और देसी खाने वाले मोहल्ले के कैफ़े तक।',
    },
    contact: {
      title: 'संपर्क करें',
      description:
        '{cafe} को कॉल या WhatsApp करें, या {street}, {city} पर आएँ, डिलीवरी और पिकअप के लिए। {days}, {hours}।',
    },
  },
  offline: {
    offline: 'आप ऑफ़लाइन हैं।',
    notOpened: 'नेटवर्क नहीं है: वह पेज नहीं खुल सका। आपका कार्ट यहीं सुरक्षित है: नेटवर्क आने पर फिर से कोशिश करें।',
    offlineSaved: 'आप ऑफ़लाइन हैं। दाम वही हैं जो पिछली बार दिखे थे।',
    loading: 'आज के दाम लोड हो रहे हैं…',
    failed: 'कैफ़े की साइट तक नहीं पहुँच पाए। अपना नेटवर्क देखें और फिर कोशिश करें।',
    saved: 'दाम वही हैं जो पिछली बार दिखे थे।',
    noAnswer: 'नेटवर्क से जवाब नहीं आया: दाम वही हैं जो पिछली बार दिखे थे।',
    loadToday: 'आज के दाम लोड करें',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'यह पेज हमारे मेन्यू में नहीं है। पर चाय अभी भी गरम है।',
    home: 'होम पर जाएँ',
    menu: 'मेन्यू देखें',
  },
  tableCard: {
    table: 'टेबल {table}',
    scan: 'ऑर्डर करने के लिए स्कैन करें',
    how: 'फ़ोन का कैमरा खोलें और इस कोड की ओर करें।',
  },
};
