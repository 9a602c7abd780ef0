import type { i18n as I18n } from 'i18next';
import { loadablePart } from './loadable-part';
import type { ModalProps } from './Modal';

// The dialog's code is not part of the first paint: it loads when a dialog is about to open.
const modal = loadablePart<ModalProps>(() => import('./Modal').then((m) => m.Modal));

/** Starts loading the dialog's code; buttons that open one call it when pointed at or focused. */
export function preloadModal(i18n: I18n): void {
  modal.load(i18n).catch(() => undefined);
}

/** The Modal, loaded on first use. */
export const LazyModal = modal.Part;
