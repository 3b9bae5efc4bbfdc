import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

type ConfirmSendProps = {
  /** The question: "You sent this order at 12:34 PM. Send it again?" */
  question: string;
  /** The yes: "Yes, send". */
  confirm: string;
  /** The no: "Don't send". */
  cancel: string;
  /** Yes, with the tap's time stamp: WhatsApp opens from the customer's own tap. */
  onConfirm: (stamp: number) => void;
  /** The no button. */
  onCancel: () => void;
  /** A second no, where there is one: "No, for Home Delivery". */
  other?: string;
  onOther?: () => void;
  /** Escape: the question goes and nothing changes. */
  onDismiss: () => void;
};

/**
 * A question Send asks before it opens WhatsApp, as a modal dialog: the browser keeps focus in
 * it, Escape says no, and focus goes back to Send when it goes. Shown while mounted.
 */
export function ConfirmSend({
  question,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  other,
  onOther,
  onDismiss,
}: ConfirmSendProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // The browser returns focus on close(), but not once React has taken the dialog away.
    const opener = document.activeElement;
    element.showModal();
    return () => {
      element.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className="w-[min(24rem,calc(100%-2rem))] rounded-2xl border border-border bg-surface p-5 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <p id={id} className="text-lg font-bold">
        {question}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {/* Focus starts on the no: a stray Enter never sends an order twice. */}
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {cancel}
        </button>
        {other && (
          <button
            type="button"
            onClick={onOther}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {other}
          </button>
        )}
        <button
          type="button"
          onClick={(event) => onConfirm(event.timeStamp)}
          className={buttonClasses({ variant: 'whatsapp' })}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
