import './styles/app.css';
import { showStartFailure } from './app/start';

// The payment page's entry: its start-up code loads apart from the booking page's.
const container = document.getElementById('root');
if (container) {
  import('./app/payment-boot').then(
    ({ bootPaymentPage }) => bootPaymentPage(container),
    () => showStartFailure(container, window.location.pathname, () => window.location.reload()),
  );
}
