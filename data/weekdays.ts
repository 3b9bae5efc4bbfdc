/** The days of the week, Monday first, as the cafe's data and schema.org write them. */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof weekdays)[number];
