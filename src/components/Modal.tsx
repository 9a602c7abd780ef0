import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';

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

const FIRST_FIELD =
  '.modal__body input:not([disabled]), .modal__body select:not([disabled]), .modal__body textarea:not([disabled])';

/**
 * A modal dialog on the platform's `<dialog>` with `showModal()`: the top layer makes the page
 * behind it inert, Escape reaches only the top dialog (the error overlay over the user
 * selection), and focus goes back where it was when it closes. A form starts at its first field.
 * The dialog is open while it is rendered: the owner closes it by no longer rendering it.
 */
export function Modal({ title, onClose, children, role = 'dialog', closeLabel, footer, wide = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    return () => {
      if (element.open) element.close();
      // Back where the focus came from; when that is gone (or was the page itself), to the main
      // content, never to the page's body.
      const back = returnTo?.isConnected && returnTo !== document.body ? returnTo : document.getElementById('main');
      back?.focus();
    };
  }, []);

  // Escape asks the owner to close (it may keep the dialog, e.g. while sending); the browser does not close it on its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={dialog}
      className={wide ? 'modal modal--wide' : 'modal'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={onCancel}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </dialog>
  );
}
