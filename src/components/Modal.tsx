import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for errors, dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  closeLabel: string;
  footer?: ReactNode;
  /** A wide lightbox for lists and tables. */
  wide?: boolean;
}

/** The open modals, the top one last: Escape and Tab belong to the top one only. */
const openModals: HTMLElement[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it (to the first field of a form), Tab stays inside, Escape closes it, and focus returns to
 * where it was when it closes. With one dialog over another, only the top one answers the keys.
 */
export function Modal({ title, onClose, children, role = 'dialog', closeLabel, footer, wide = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A form starts at its first field; otherwise the first control (the close button).
    const first = panel.current?.querySelector<HTMLElement>('.modal__body input:not([disabled]), .modal__body select:not([disabled]), .modal__body textarea:not([disabled])')
      ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const self = panel.current;
    if (self) openModals.push(self);
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened over this one (the error overlay over the user selection) handles the key.
      if (openModals[openModals.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const index = self ? openModals.lastIndexOf(self) : -1;
      if (index >= 0) openModals.splice(index, 1);
      returnTo?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop">
      <div className={wide ? 'modal modal--wide' : 'modal'} role={role} aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
