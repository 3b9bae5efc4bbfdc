import type { ReactNode } from 'react';

type VegOnlySwitchProps = {
  on: boolean;
  onChange: (on: boolean) => void;
  /** "Veg only". */
  label: string;
  /** The veg mark beside the label, drawn on the server (diet-mark.tsx). */
  mark: ReactNode;
};

/**
 * A native checkbox announced as a switch: Space toggles it and the whole label takes the click.
 * The transparent borders outline the track and knob when forced colours drop the backgrounds.
 */
export function VegOnlySwitch({ on, onChange, label, mark }: VegOnlySwitchProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-bold text-foreground">
      <span className="relative inline-flex">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-diet-veg"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full border-2 border-transparent bg-surface shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      {mark}
      {label}
    </label>
  );
}
