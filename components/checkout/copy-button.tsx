'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

/** Copies the text to the clipboard and says whether it worked, in a polite live region. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [result, setResult] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult(`Copied ${text}`);
    } catch {
      setResult(`Could not copy: please copy ${text} by hand.`);
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
