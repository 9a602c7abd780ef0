import { loadablePart } from '@/lib/loadable-part';
import type { BookingNoticesProps } from './components/BookingNotices';
import type { ShareOfferProps } from './components/ShareOffer';
import type { VviFormProps } from './components/VviForm';

/** What changed since the booking was stored: shown only then. */
export const bookingNoticesPart = loadablePart<BookingNoticesProps>((i18n) =>
  Promise.all([import('./components/BookingNotices'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
);

/** Only agencies that may generate the VVI see its form. */
export const vviFormPart = loadablePart<VviFormProps>((i18n) =>
  Promise.all([import('./components/VviForm'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
);

/** Step 3's VVI: the same booking, downloaded as VVI.pdf instead of posted into a new window. */
export const vviDownloadPart = loadablePart<Omit<VviFormProps, 'action'>>((i18n) =>
  Promise.all([import('./components/VviDownload'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
);

/** Taking a stored booking's choices again from the fresh catalogue: needed only when one was stored. */
export const loadReconcile = () => import('./reconcile').then((m) => m.reconcileParts);

/** Opening a shared offer's link: needed only when the address carries one. */
export const loadOffer = () => import('./offer');

/** 'Angebot teilen' on steps 1 and 3: below what the page is for, so it loads after the first paint. */
export const shareOfferPart = loadablePart<ShareOfferProps>(
  (i18n) => Promise.all([import('./components/ShareOffer'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
  { afterPaint: true, optional: true },
);

/** Step 3's 'Angebot drucken' and the printed offer's head. */
export const offerPrintPart = loadablePart<object>(
  (i18n) => Promise.all([import('./components/OfferPrint'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
  { afterPaint: true, optional: true },
);
