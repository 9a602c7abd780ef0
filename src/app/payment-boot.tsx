import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createApiClient } from '../api/client';
import { languageFromPath } from '../config/language';
import { paymentBookingNo } from '../config/paths';
import { addPaymentTexts, makePaymentStore, PaymentPage } from '../features/payment';
import { appShell } from './app-shell';
import { installGlobalErrorHandler } from './global-errors';
import { createI18n } from './i18n';

/**
 * The payment page's own start (payment.html, served for /payment/{no}): texts, the payment
 * family's store and the page; none of the booking page's code.
 */
export async function bootPaymentPage(container: HTMLElement): Promise<void> {
  installGlobalErrorHandler();
  const language = languageFromPath(window.location.pathname);
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startMockServer } = await import('../../mocks/browser');
    await startMockServer();
  }
  document.documentElement.lang = language;
  const i18n = await createI18n(language);
  await addPaymentTexts(i18n, language);
  document.title = i18n.t('payment:documentTitle');
  const store = makePaymentStore(createApiClient({ language }));
  createRoot(container).render(appShell(i18n, (
    <Provider store={store}>
      <PaymentPage bookingNo={paymentBookingNo(window.location.pathname) ?? ''} />
    </Provider>
  )));
}
