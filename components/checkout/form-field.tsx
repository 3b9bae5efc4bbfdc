import { useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import {
  fieldLimits,
  refusalMessage,
  refusesText,
  showCount,
  tooLongMessage,
  type FieldWords,
  type TextField,
} from '@/lib/order/checkout';
import { fill } from '@/lib/words/fill';

const controlClasses =
  'mt-1 block min-h-12 w-full rounded-xl border border-input bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-danger';

export type ControlProps = {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className: string;
};

type FormFieldProps = {
  field: TextField;
  id: string;
  value: string;
  /** The length of what would be sent, as the customer counts characters. */
  length: number;
  /** The customer left this required field empty. */
  missing: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** Draws the input or textarea with the props that tie it to its label and notes. */
  control: (props: ControlProps) => ReactNode;
  /** Shown below the field's notes. */
  children?: ReactNode;
  words: FieldWords;
};

/**
 * A labelled text field with its hint, its "Please enter" error and its length notes. Text far
 * beyond the limit (lib/order/checkout.ts, refusesText) is not taken at all, and the field says so.
 */
export function FormField({
  field,
  id,
  value,
  length,
  missing,
  onChange,
  onBlur,
  hint,
  control,
  children,
  words,
}: FormFieldProps) {
  const [refused, setRefused] = useState(false);
  const optional = field === 'instructions';
  const tooLong = length > fieldLimits[field];
  const counted = showCount(field, length);
  const describedBy = [
    hint && `${id}-hint`,
    missing && `${id}-error`,
    counted && `${id}-length`,
    refused && `${id}-refused`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="font-bold text-foreground">
        {words.labels[field]}{' '}
        <span className="font-normal text-muted-foreground">
          {optional ? words.optional : words.required}
        </span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {control({
        id,
        value,
        onChange: (event) => {
          const next = event.target.value;
          const refuse = refusesText(field, next);
          setRefused(refuse);
          if (!refuse) onChange(next);
        },
        // A huge paste is stopped before the browser puts it into the field at all.
        onPaste: (event) => {
          const { value: now, selectionStart, selectionEnd } = event.currentTarget;
          const pasted = event.clipboardData.getData('text/plain');
          const next =
            now.slice(0, selectionStart ?? now.length) +
            pasted +
            now.slice(selectionEnd ?? now.length);
          if (!refusesText(field, next)) return;
          event.preventDefault();
          setRefused(true);
        },
        onBlur,
        required: !optional || undefined,
        'aria-invalid': missing || tooLong || undefined,
        'aria-describedby': describedBy || undefined,
        className: controlClasses,
      })}
      {missing && (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-danger">
          {fill(words.missing, { field: words.inSentence[field] })}
        </p>
      )}
      {counted && !tooLong && (
        <p id={`${id}-length`} className="mt-1 text-sm text-muted-foreground">
          {fill(words.count, { count: length, limit: fieldLimits[field] })}
        </p>
      )}
      {/* Polite, so that going over the limit is heard; the count before it is only read with the field. */}
      <div aria-live="polite">
        {refused && (
          <p id={`${id}-refused`} className="mt-1 text-sm font-bold text-danger">
            {refusalMessage(field, words)}
          </p>
        )}
        {tooLong && (
          <p id={`${id}-length`} className="mt-1 text-sm font-bold text-danger">
            {tooLongMessage(field, length, words)} {words.shorten}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
