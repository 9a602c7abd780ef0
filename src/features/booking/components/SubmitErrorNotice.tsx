import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';
import { errorMessageOf } from '@/components/error-message';
import { sanitizeServerHtml } from '@/components/sanitize';
import type { SubmitError } from '@/features/draft';

const FIX_STEP = {
  loading: null,
  stepOne: '/schedule',
  user: '/schedule',
  stepTwo: '/user',
  insuranceChoice: '/user',
  insuranceUnconfirmed: '/user',
  consents: null,
  payment: null,
  flex: null,
  fareExpired: '/schedule',
} as const;

/**
 * A failed submit at the payment area (spec part 2 §4): what the app's own check refused, each with
 * a link to the step that fixes it, or the call's failure in words a customer can read.
 */
export function SubmitErrorNotice({ error }: { error: SubmitError }) {
  const { t } = useTranslation(['booking', 'errors']);
  if (error.kind === 'refused') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('submit.refused')}</p>
        <ul>
          {error.refusals.map((reason) => {
            const step = FIX_STEP[reason];
            return (
              <li key={reason}>
                {step ? (
                  <RouteLink to={step}>{t(`submit.refusal.${reason}`)}</RouteLink>
                ) : (
                  t(`submit.refusal.${reason}`)
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  const message = errorMessageOf(error);
  return 'serverHtml' in message ? (
    <p
      className="notice notice--error"
      role="alert"
      dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(message.serverHtml) }}
    />
  ) : (
    <p className="notice notice--error" role="alert">
      {t(message.key, { status: message.status })}
    </p>
  );
}
