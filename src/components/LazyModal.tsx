import { lazy, Suspense } from 'react';
import type { ModalProps } from './Modal';

// The dialog's code is not part of the first paint: it loads when a dialog is about to open.
const loadModal = () => import('./Modal');
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/** Starts loading the dialog's code; buttons that open one call it when pointed at or focused. */
export function preloadModal(): void {
  void loadModal();
}

/** The Modal, loaded on first use. */
export function LazyModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
