import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createApiClient } from '@/api/client';
import { appShell } from './app-shell';
import { BookingApp } from './BookingApp';
import { forgetStoredBooking } from './stored-booking';
import { createStore, safeLocalStorage, safeSessionStorage } from './page-store';
import { loadBookingPage } from './load-booking-page';
import { CONFIG_ELEMENT_ID } from '@/config/config-element';
import { pagePolicy } from '@/config/page-policy';
import { parsePageConfig } from '@/config/page-config';
import { LANGUAGES } from '@/config/language';
import { installGlobalErrorHandler } from './global-errors';
import { createI18n } from './i18n';
import { makeStore } from './store';
import { nextTask } from '@/lib/next-task';
import { loadablePart } from '@/lib/loadable-part';

// Pages other than the booking page load with their texts when the address asks for them, so the
// booking page does not carry them.
const confirmationPage = loadablePart((i18n) =>
  Promise.all([
    import('@/steps/confirmation/ConfirmationPage'),
    i18n.loadNamespaces(['pages', 'booking', 'checkout']),
  ]).then(([page]) => page.ConfirmationPage),
);
const giftVoucherPage = loadablePart((i18n) =>
  Promise.all([import('@/steps/gift-voucher/GiftVoucherEntry'), i18n.loadNamespaces(['giftVoucher', 'errors'])]).then(
    ([page]) => page.GiftVoucherEntry,
  ),
);
const configErrorPage = loadablePart((i18n) =>
  Promise.all([import('./ConfigErrorPage'), i18n.loadNamespaces('pages')]).then(([page]) => page.ConfigErrorPage),
);

/** Boot: page config, mocks when switched on, i18n, store (with persistence on the booking page), render. */
export async function boot(container: HTMLElement): Promise<void> {
  installGlobalErrorHandler();
  const result = parsePageConfig(window.location, document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? null);
  const language = result.ok ? result.config.language : result.language;

  if (import.meta.env.VITE_MOCKS === 'true') {
    const [{ startMockServer }, { standInCardPayment }, { DEMO_SALES_CONTACT, demoVoucherTemplates }] =
      await Promise.all([
        import('../../mocks/browser'),
        import('../../mocks/provider/stand-in'),
        import('../../mocks/db/demo-trips'),
      ]);
    await startMockServer();
    // The demo pays through the stand-in card payment provider and names its sales team unless its page says otherwise.
    if (result.ok) {
      result.config.cardPayment ??= standInCardPayment();
      result.config.salesContact ??= DEMO_SALES_CONTACT;
      // Its gift vouchers have three designs and may be paid by invoice.
      if (result.config.voucherTemplates.length === 0) result.config.voucherTemplates = demoVoucherTemplates(language);
      result.config.paymentSettings = { voucherInvoice: true, ...result.config.paymentSettings };
    }
  }
  document.documentElement.lang = language;
  // The texts and the root are set up in a task of their own, after the booking page's calls have
  // started; the first render follows in another (no long task while the page starts).
  const render = async (node: ReactNode) => {
    await nextTask();
    const i18n = await createI18n(language);
    document.title = i18n.t('app.title');
    const root = createRoot(container);
    await nextTask();
    // A transition lets React mount in short slices instead of one long task.
    startTransition(() => root.render(appShell(i18n, node)));
  };

  if (!result.ok) {
    await render(<configErrorPage.Part issues={result.issues} cleanUrl={result.cleanUrl} />);
    return;
  }
  const { config } = result;
  const api = createApiClient({ language });

  if (config.page === 'confirmation' && config.bookingId) {
    const backend = safeLocalStorage();
    // The booking was sent: its stored copy (personal data) goes, whatever the booking page left.
    await render(
      <confirmationPage.Part
        api={api}
        bookingNo={config.bookingId}
        language={language}
        onLoaded={(travelCode) => forgetStoredBooking(backend, travelCode, safeSessionStorage())}
      />,
    );
    return;
  }
  if (config.page === 'giftVoucher') {
    await render(
      <giftVoucherPage.Part
        api={api}
        language={language}
        voucherTemplates={config.voucherTemplates}
        cardPayment={config.cardPayment}
        // The operator allows the invoice for vouchers in its payment settings (docs/api/gift-voucher.md).
        invoiceAllowed={config.paymentSettings.voucherInvoice === true}
      />,
    );
    return;
  }
  if (config.page !== 'booking' || !config.travelCode) {
    const store = makeStore({ api });
    // The travel list's family joins the store with the page's code, before the page reads it.
    const landingPage = loadablePart((i18n) =>
      Promise.all([
        import('@/steps/landing/LandingPage'),
        import('./later-families'),
        i18n.loadNamespaces('pages'),
      ]).then(([page, families]) => {
        families.injectLaterFamilies(store, ['travelList']);
        return page.LandingPage;
      }),
    );
    await render(
      <Provider store={store}>
        <landingPage.Part />
      </Provider>,
    );
    return;
  }

  const travelCode = config.travelCode;
  const { store, persist } = await createStore(
    api,
    travelCode,
    safeLocalStorage(),
    {
      cardEndpoint: config.cardPayment?.endpoint ?? null,
      pagePolicy: pagePolicy(),
      salesContact: config.salesContact ?? null,
      insuranceOptOutHidden: config.insuranceOptOutHidden,
    },
    LANGUAGES[config.language].country,
  );
  await nextTask();
  // The page's calls start now, while the texts and React are still getting ready: what the first
  // paint shows at once, the rest after it.
  const bookingConfig = { ...config, travelCode };
  // The calls the first paint does not show follow it (3 s at the latest): their answers arriving
  // while React renders the page the first time made it start over, again and again.
  let painted = () => {};
  const firstPaint = new Promise<void>((resolve) => {
    painted = resolve;
    setTimeout(resolve, 3000);
  });
  void store.dispatch(loadBookingPage(bookingConfig, window.location.hash, { otherCallsAfter: firstPaint }));
  // The persistence code follows the first paint (off its way, 3 s at the latest), in a task after
  // the other calls start: what is typed from then on is saved, even while a call still hangs.
  const persistence = firstPaint.then(nextTask, nextTask).then(persist);
  // Write what is pending before the page goes away, so a reload keeps the last keystroke; after
  // a successful submit nothing is written any more and the stored copy goes.
  let booked = false;
  const forget = () => {
    booked = true;
    void persistence.then((p) => p?.stopWriting());
    forgetStoredBooking(safeLocalStorage(), travelCode, safeSessionStorage());
  };
  window.addEventListener('pagehide', () => {
    if (!booked) void persistence.then((p) => p?.persistor.flush());
  });
  await render(
    <Provider store={store}>
      <BookingApp
        config={bookingConfig}
        navigateTo={(url) => window.location.assign(url)}
        onBooked={forget}
        onSaving={() => persistence.then((p) => p?.persistor.flush())}
        onFirstPaint={painted}
      />
    </Provider>,
  );
}
