import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICE_IDS } from '@/lib/choice-ids';
import { useGoToChoice, type ChoicePlace } from './choice-target';
import { RouteLink } from '@/components/RouteLink';
import { errorMessageOf } from '@/components/error-message';
import { sanitizeServerHtml } from '@/components/sanitize';
import type { SubmitError } from '../booking-core';

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

/** Refusals fixed at one place of their step: the link goes there, not to the step's top. */
const FIX_PLACE: Partial<Record<keyof typeof FIX_STEP, ChoicePlace>> = {
  insuranceChoice: { step: 'user', selector: `#${CHOICE_IDS.insurance}` },
  insuranceUnconfirmed: { step: 'user', selector: `#${CHOICE_IDS.insurance}` },
};

/**
 * A failed submit at the payment area (spec part 2 §4): what the app's own check refused, each with
 * a link to the step that fixes it, or the call's failure in words a customer can read.
 */
export function SubmitErrorNotice({ error }: { error: SubmitError }) {
  const { t } = useTranslation(['booking', 'errors']);
  const goTo = useGoToChoice('overview');
  if (error.kind === 'refused') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('submit.refused')}</p>
        <ul>
          {error.refusals.map((reason) => {
            const step = FIX_STEP[reason];
            const place = FIX_PLACE[reason];
            const toPlace = (event: MouseEvent) => {
              if (!place || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              goTo(place);
            };
            return (
              <li key={reason}>
                {step ? (
                  <RouteLink to={step} onClick={toPlace}>
                    {t(`submit.refusal.${reason}`)}
                  </RouteLink>
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
