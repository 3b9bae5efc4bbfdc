'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';

type CopyButtonProps = {
  text: string;
  label: string;
  /** What it says after a press. */
  words: (typeof checkout)['copy'];
};

/** Copies the text to the clipboard and says whether it worked, in a polite live region. */
export function CopyButton({ text, label, words }: CopyButtonProps) {
  const [result, setResult] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult(fill(words.copied, { text }));
    } catch {
      setResult(fill(words.failed, { text }));
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className={buttonClasses({ variant: 'secondary', size: 'small' })}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-foreground">
        {result}
      </span>
    </span>
  );
}
