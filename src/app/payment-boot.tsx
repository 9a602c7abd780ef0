import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createApiClient } from '@/api/client';
import { languageFromPath } from '@/config/language';
import { CONFIG_ELEMENT_ID } from '@/config/config-element';
import { bookingNoOfPage } from '@/config/paths';
import { readSalesContact, type SalesContact } from '@/config/sales-contact';
import { addPaymentTexts, makePaymentStore } from '@/features/payment';
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
  // The sales team's phone and e-mail come with the page configuration the server embeds.
  let salesContact: SalesContact | null = readSalesContact(document.getElementById(CONFIG_ELEMENT_ID)?.textContent);
  if (import.meta.env.VITE_MOCKS === 'true') {
    const [{ startMockServer }, { DEMO_SALES_CONTACT }] = await Promise.all([
      import('../../mocks/browser'),
      import('../../mocks/db/demo-trips'),
    ]);
    await startMockServer();
    salesContact ??= DEMO_SALES_CONTACT;
  }
  document.documentElement.lang = language;
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
      <Provider store={makePaymentStore(api)}>
        <PaymentPage bookingNo={bookingNoOfPage(pathname, 'payment') ?? ''} salesContact={salesContact} />
      </Provider>,
    ),
  );
}
