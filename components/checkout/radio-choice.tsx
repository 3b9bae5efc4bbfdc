import clsx from 'clsx';
import type { ReactNode } from 'react';

type RadioChoiceProps = {
  /** The radio group's name, unique on the page. */
  name: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  children: ReactNode;
};

/** One choice of a radio group, as a large box the whole of which takes the tap. */
export function RadioChoice({ name, checked, onChange, disabled, children }: RadioChoiceProps) {
  return (
    <label
      className={clsx(
        'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 font-bold',
        checked
          ? 'border-brand bg-muted text-brand-deep'
          : 'border-input bg-surface text-foreground',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-5 accent-brand"
      />
      {children}
    </label>
  );
}
