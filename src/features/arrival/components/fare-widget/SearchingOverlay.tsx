import { useEffect, useRef } from 'react';
import { BusyBox } from '@/components/BusyBox';

/**
 * The loading overlay while fares are searched (spec part 2 §2): a modal dialog, so the page
 * behind it waits; it says what is happening and lets the person cancel (Escape too).
 */
export function SearchingOverlay({ text, cancel, onCancel }: { text: string; cancel: string; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="searching-overlay"
      aria-labelledby="fare-searching-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <BusyBox>
        <p id="fare-searching-text" role="status">
          {text}
        </p>
        <button type="button" className="button" onClick={onCancel}>
          {cancel}
        </button>
      </BusyBox>
    </dialog>
  );
}
