/**
 * The opening hours and the open-now badge (lib/site/opening-hours.ts): the footer, the contact page,
 * the home page's badge and the checkout's "we open at". The cafe's days off are written in
 * content/cafe.json in English ("Monday"); `weekdays` says them in the page's language.
 */
export const hours = {
  /** The hours of an open day: "10:00 AM to 11:00 PM". */
  range: '{opens} to {closes}',
  everyDay: 'Every day',
  /** {days} is a list of the days off: "Monday", "Monday and Tuesday". */
  everyDayExcept: 'Every day except {days}',
  /** A list of days: the first ones joined by `separator`, the last one by `last`. */
  list: {
    separator: ', ',
    last: '{rest} and {last}',
  },
  weekdays: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  /** The badge, kept to one line on a 320px phone. */
  status: {
    open: 'Open now · closes {time}',
    opensAt: 'Closed · opens {time}',
    /** After closing time: the next morning goes without saying. */
    opensNextMorning: 'Closed · opens {time}',
    opensTomorrow: 'Closed · opens tomorrow',
    opensOn: 'Closed · opens {day}',
  },
  /**
   * A clock time: each period from its minute of the day, {time} as "4:30" (as "4" on the hour
   * where `hourOnly`). The checkout's times say it too; the message to the kitchen always says it
   * in English.
   */
  clock: {
    periods: [
      [0, '{time} AM'],
      [720, '{time} PM'],
    ] as [from: number, say: string][],
    hourOnly: false,
  },
  /** When a closed cafe opens again, inside a sentence; on the same day it is the time alone. */
  opensAgain: {
    tomorrow: '{time} tomorrow',
    on: '{time} on {day}',
  },
};
