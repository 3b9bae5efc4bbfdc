import type { message as en } from '../en/message';
import { time as englishTime } from '../en/checkout';
import { checkout } from './checkout';

const { calendar, orderType, payment } = checkout;
// The kitchen reads times as it always has, "4:30 PM, कल (…)", in either language.
const time = { ...checkout.time, clock: englishTime.clock, slot: englishTime.slot };

export const message: typeof en = {
  calendar,
  time,
  orderType,
  payment,
  title: '*{cafe} के लिए नया ऑर्डर*',
  followUp: '*{cafe} के लिए {ordinal} ऑर्डर, पहला ऑर्डर {time} पर भेजा था*',
  followUpAtTable: '*टेबल {table} का {ordinal} ऑर्डर, पहला ऑर्डर {time} पर भेजा था*',
  ordinals: ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ'],
  nth: '{number}वाँ',
  billTitle: '*बिल लाइए: टेबल {table}, {cafe}*',
  billOrder: '{ordinal} ऑर्डर, {time} पर भेजा था:',
  billRequest: 'कृपया बिल ले आइए।',
  name: 'नाम: {name}',
  phone: 'फ़ोन: {phone}',
  type: 'ऑर्डर का तरीका: {type}',
  later: '*{type}: {time}*',
  timeWords: { delivery: 'डिलीवरी', pickup: 'पिकअप', 'dine-in': 'यहीं बैठकर' },
  address: 'पता: {address}',
  location: 'लोकेशन: {link}',
  table: 'टेबल: {table}',
  items: 'आइटम:',
  item: '{number}. {dish} - {price} x {quantity} = {total}',
  sizes: { half: 'हाफ़', full: 'फ़ुल' },
  sized: '{dish} ({size})',
  fee: 'डिलीवरी चार्ज: {fee}',
  free: 'मुफ़्त',
  total: '*कुल: {total}*',
  paymentLine: 'पेमेंट: {payment}',
  instructions: 'निर्देश: {instructions}',
  confirm: 'कृपया मेरा ऑर्डर पक्का करें।',
};
