import { useRef, useState, type Ref } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { whatsappNumber } from '@/lib/site/cafe-links';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';

type OrderPreviewProps = {
  message: string;
  copyButton?: Ref<HTMLButtonElement>;
  words: (typeof checkout)['preview'];
};

/** The exact message that will be sent, to read before sending and to copy. */
export function OrderPreview({ message, copyButton, words }: OrderPreviewProps) {
  // What was copied, so that "Copied" goes away as soon as the order changes.
  const [copied, setCopied] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const text = useRef<HTMLPreElement>(null);

  function selectText() {
    if (!details.current || !text.current) return;
    details.current.open = true;
    text.current.focus();
    const range = document.createRange();
    range.selectNodeContents(text.current);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }

  async function copy() {
    try {
      // No clipboard at all outside a secure context: treat it like a refusal.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(message);
      setCopied(message);
      setRefused(false);
    } catch {
      setCopied(null);
      setRefused(true);
      selectText();
    }
  }

  let said = '';
  if (copied === message) said = fill(words.copied, { number: whatsappNumber });
  else if (refused) said = words.refused;

  return (
    <div className="space-y-3">
      <details ref={details} className="rounded-2xl border border-border bg-surface">
        <summary className="min-h-12 cursor-pointer rounded-2xl px-5 py-3 font-bold text-brand-deep">
          {words.summary}
        </summary>
        <pre
          ref={text}
          tabIndex={-1}
          className="mx-5 mb-5 whitespace-pre-wrap rounded-xl bg-background p-4 font-sans text-sm text-foreground [overflow-wrap:anywhere]"
        >
          {message}
        </pre>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={copyButton}
          type="button"
          onClick={copy}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {words.copy}
        </button>
        <p role="status" className="text-sm text-foreground">
          {said}
        </p>
      </div>
    </div>
  );
}
