import type { hours as en } from '../en/hours';

export const hours: typeof en = {
  range: '{opens} से {closes} तक',
  everyDay: 'हर दिन',
  everyDayExcept: '{days} को छोड़कर हर दिन',
  list: {
    separator: ', ',
    last: '{rest} और {last}',
  },
  weekdays: {
    Monday: 'सोमवार',
    Tuesday: 'मंगलवार',
    Wednesday: 'बुधवार',
    Thursday: 'गुरुवार',
    Friday: 'शुक्रवार',
    Saturday: 'शनिवार',
    Sunday: 'रविवार',
  },
  status: {
    open: 'अभी खुला है · {time} तक',
    opensAt: 'बंद है · {time} खुलेगा',
    opensTomorrow: 'बंद है · कल खुलेगा',
    opensOn: 'बंद है · {day} को खुलेगा',
  },
  opensAgain: {
    tomorrow: 'कल {time}',
    on: '{day} को {time}',
  },
};
