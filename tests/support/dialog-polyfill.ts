// jsdom has <dialog> without showModal(): this stands in for the platform in component tests —
// open/close, the dialog focusing steps (the first focusable element), and Escape sent to the top
// dialog as a cancelable 'cancel' event that closes it unless prevented. Tab containment and the
// inert page behind are the browser's alone: Playwright checks those.
const FOCUSABLE =
  '[autofocus], a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const stack: HTMLDialogElement[] = [];

function closeDialog(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = stack.lastIndexOf(this);
  if (index >= 0) stack.splice(index, 1);
  this.dispatchEvent(new Event('close'));
}

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    stack.push(this);
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = closeDialog;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const top = [...stack].reverse().find((dialog) => dialog.isConnected);
      if (!top) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) closeDialog.call(top);
    },
    true,
  );
}
