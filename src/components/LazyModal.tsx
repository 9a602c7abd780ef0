import { loadablePart, usePreloadOnIntent } from '@/lib/loadable-part';
import type { ModalProps } from './Modal';

// The dialog's code is not part of the first paint: it loads when a dialog is about to open.
const modal = loadablePart<ModalProps>(() => import('./Modal').then((m) => m.Modal));

/** The Modal, loaded on first use. */
export const LazyModal = modal.Part;

/** Handlers for a button that opens a dialog: its code starts loading when pointed at or focused. */
export const useModalPreload = () => usePreloadOnIntent(modal);
