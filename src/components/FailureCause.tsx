import { useTranslation } from 'react-i18next';
import type { SerializedApiError } from '@/api/errors';
import { errorMessageOf } from './error-message';
import { sanitizeServerHtml } from './sanitize';

export interface FailureCauseProps {
  failure: SerializedApiError;
}

/**
 * Why a load failed, said where it failed: the server's own words (sanitised) where it sent some,
 * else the cause in the page's language ('Keine Verbindung zum Server.'). The error overlay's
 * words, so a failure with a place of its own needs no overlay.
 */
export default function FailureCause({ failure }: FailureCauseProps) {
  const { t } = useTranslation('errors');
  const message = errorMessageOf(failure);
  return 'serverHtml' in message ? (
    <p className="load-failed__cause" dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(message.serverHtml) }} />
  ) : (
    <p className="load-failed__cause">{t(message.key, { status: message.status })}</p>
  );
}
