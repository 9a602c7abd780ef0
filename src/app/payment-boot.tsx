import type { Middleware } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createApiClient } from '@/api/client';
import { languageFromPath } from '@/config/language';
import { CONFIG_ELEMENT_ID } from '@/config/config-element';
import { bookingNoOfPage } from '@/config/paths';
import { readPaymentSettings, reachableCardPayment } from '@/config/card-payment';
import { pagePolicy } from '@/config/page-policy';
import { readSalesContact, type SalesContact } from '@/config/sales-contact';
import { addPaymentTexts, createCardProvider, makePaymentStore } from '@/features/payment';
import { PaymentPage } from '@/steps/payment/PaymentPage';
import { loadablePart } from '@/lib/loadable-part';
import { appShell } from './app-shell';
import { installGlobalErrorHandler } from './global-errors';
import { createI18n } from './i18n';

// An option's confirm link is the other page about an existing booking; it loads on its own.
const optionPage = loadablePart((i18n) =>
  Promise.all([import('@/steps/option/OptionPage'), i18n.loadNamespaces(['pages', 'booking'])]).then(
    ([page]) => page.OptionPage,
  ),
);

/**
 * The start of the pages about an existing booking (payment.html, its own entry and build): the
 * payment page (/payment/{no}) and an option's confirm link (/option/{no}); none of the booking
 * page's code.
 */
export async function bootPaymentPage(container: HTMLElement): Promise<void> {
  installGlobalErrorHandler();
  const { pathname } = window.location;
  const language = languageFromPath(pathname);
  // The sales team's phone and e-mail, the card payment provider and the payment hosts come with
  // the page configuration the server embeds.
  const embedded = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  let salesContact: SalesContact | null = readSalesContact(embedded);
  const settings = readPaymentSettings(embedded);
  const { paymentHosts } = settings;
  let { cardPayment } = settings;
  const watch: Middleware[] = [];
  if (import.meta.env.VITE_MOCKS === 'true') {
    const [{ startMockServer }, { DEMO_SALES_CONTACT }, { standInCardPayment }, { actionLog }] = await Promise.all([
      import('../../mocks/browser'),
      import('../../mocks/db/demo-trips'),
      import('../../mocks/provider/stand-in'),
      import('../../mocks/action-log'),
    ]);
    await startMockServer();
    salesContact ??= DEMO_SALES_CONTACT;
    cardPayment ??= standInCardPayment();
    watch.push(actionLog);
  }
  document.documentElement.lang = language;
  // Cards only through a provider the page's own policy lets it reach.
  const provider = reachableCardPayment(cardPayment, pagePolicy());
  const i18n = await createI18n(language);
  const api = createApiClient({ language });
  const option = bookingNoOfPage(pathname, 'option');
  if (option !== null) {
    createRoot(container).render(appShell(i18n, <optionPage.Part api={api} bookingNo={option} language={language} />));
    return;
  }
  await addPaymentTexts(i18n, language);
  document.title = i18n.t('payment:documentTitle');
  createRoot(container).render(
    appShell(
      i18n,
      <Provider
        store={makePaymentStore(api, {
          cardProvider: provider ? createCardProvider({ ...provider, paymentHosts }) : null,
          watch,
        })}
      >
        <PaymentPage
          bookingNo={bookingNoOfPage(pathname, 'payment') ?? ''}
          language={language}
          salesContact={salesContact}
          paymentHosts={paymentHosts}
        />
      </Provider>,
    ),
  );
}
