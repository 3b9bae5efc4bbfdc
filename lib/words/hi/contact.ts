import type { contact as en } from '../en/contact';

export const contact: typeof en = {
  title: 'संपर्क करें',
  intro: '{cafe} को कॉल करें, मैसेज करें या सीधे आ जाएँ। हम होम डिलीवरी और पिकअप के ऑर्डर लेते हैं।',
  quickOrder: {
    title: 'झटपट ऑर्डर',
    call: 'कॉल करके ऑर्डर करें',
    whatsapp: 'WhatsApp पर ऑर्डर करें',
    instagram: 'Instagram पर मैसेज करें',
  },
  call: {
    title: 'हमें कॉल करें',
  },
  message: {
    title: 'हमें मैसेज करें',
    whatsapp: 'अपना ऑर्डर या कोई सवाल WhatsApp पर भेजें, हम जल्दी से जल्दी जवाब देंगे।',
    instagram: 'नई डिश और ऑफ़र के लिए हमें Instagram पर फ़ॉलो करें।',
  },
  visit: {
    title: 'हमारे यहाँ आएँ',
    map: 'Google Maps में खोलें',
  },
  hours: {
    title: 'खुलने का समय',
  },
};
