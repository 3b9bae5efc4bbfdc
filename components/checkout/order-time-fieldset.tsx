import { useId } from 'react';
import type { Slot, SlotDay } from '@/lib/order/order-time';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';
import { RadioChoice } from './radio-choice';

type OrderTimeFieldsetProps = {
  /** The radio group's name, unique on the page. */
  name: string;
  /** The later time chosen, or null for as soon as possible. */
  value: Slot | null;
  /** Whether "As soon as possible" is offered: only while the cafe is open. */
  soonOffered: boolean;
  /** The later times the customer can choose, by day. */
  days: SlotDay[];
  /**
   * Whether the time chosen can no longer be made. One offered a moment ago and since dropped from
   * the list is still taken (lib/order/order-time.ts promiseMs), and shown as it was.
   */
  tooSoon: boolean;
  /** Of such a time: the cafe is closed then. */
  closedThen: boolean;
  /** A time as the select shows it: "7:30 PM, tomorrow (Sat 28 Nov)". */
  slotText: (slot: Slot) => string;
  /** The time at the cafe now, by the phone's clock: "12:30 PM, Mon 23 Nov". */
  now: string;
  onChange: (when: Slot | null) => void;
  words: (typeof checkout)['when'];
};

/**
 * When the order is for: as soon as possible (while open) or a later time, in 15-minute steps by
 * day from lib/order/order-time.ts. A later time chosen that is no longer offered (it has passed) stays
 * shown as chosen, so that nothing changes under the customer's eyes; Send refuses it and offers
 * the next one.
 */
export function OrderTimeFieldset({
  name,
  value,
  soonOffered,
  days,
  tooSoon,
  closedThen,
  slotText,
  now,
  onChange,
  words,
}: OrderTimeFieldsetProps) {
  const id = useId();
  const first = days[0]?.slots[0] ?? null;
  const later = value !== null || !soonOffered;
  const offered = days.some((day) => day.slots.includes(value ?? NaN));
  return (
    <fieldset>
      <legend className="font-bold text-foreground">{words.legend}</legend>
      <p className="text-sm text-muted-foreground">{fill(words.phoneClock, { now })}</p>
      {soonOffered && (
        <div className="mt-2 grid gap-2">
          <RadioChoice name={name} checked={!later} onChange={() => onChange(null)}>
            {words.soon}
          </RadioChoice>
          <RadioChoice
            name={name}
            checked={later}
            disabled={first === null}
            onChange={() => onChange(first)}
          >
            {words.later}
          </RadioChoice>
        </div>
      )}
      {later && value !== null && (
        <div className="mt-3">
          <label htmlFor={`${id}-time`} className="block font-bold text-foreground">
            {words.time}
          </label>
          <select
            id={`${id}-time`}
            value={value}
            onChange={(event) => onChange(Number(event.target.value))}
            className="mt-1 block min-h-12 w-full rounded-xl border border-input bg-surface px-3 text-foreground"
          >
            {!offered && (
              <option value={value}>
                {tooSoon
                  ? fill(closedThen ? words.closedThen : words.tooSoon, { time: slotText(value) })
                  : slotText(value)}
              </option>
            )}
            {days.map((day) => (
              <optgroup key={day.day} label={day.day}>
                {day.slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {slotText(slot)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
