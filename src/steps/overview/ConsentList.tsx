import { Trans, useTranslation } from 'react-i18next';
import { useAppSelector, useAppSelectorWith } from '@/app/hooks';
import type { Language } from '@/config/page-config';
import type { ConsentKey } from '@/domain/consents';
import { selectConsentSet, selectConsentValues, selectMissingConsents, selectTermsLinks } from '@/features/checkout';
import { selectInsurance } from '@/features/choices';
import { transLink } from '@/components/trans-link';
import { DocumentsChoice } from './DocumentsChoice';
import { useConsentChange } from './use-consent-change';

/** The id of a consent's checkbox: the submit focuses the first one missing. */
export const consentInputId = (key: ConsentKey) => `consent-${key}`;

const link = transLink;

/**
 * The boxes of step 3 for this person and booking (spec part 2 §5 'Step 3', §6), none ticked in
 * advance: the general terms in the provider's wording with their link, the data consent with the
 * privacy link, the insurance terms and the pre-contract by e-mail with an insurance, the agency's
 * four confirmations, the newsletter; then the documents, digital by default.
 */
export function ConsentList({ language, showErrors }: { language: Language; showErrors: boolean }) {
  const { t } = useTranslation(['checkout', 'travellers']);
  const set = useAppSelector(selectConsentSet);
  const values = useAppSelector(selectConsentValues);
  const missing = useAppSelector(selectMissingConsents);
  const links = useAppSelectorWith(selectTermsLinks, language);
  const insurance = useAppSelector(selectInsurance);
  const { contract, change } = useConsentChange();

  const label = (key: ConsentKey) => {
    // The provider's terms and privacy in the terms box; our privacy notice in the data consents.
    const privacy = key === 'gtc' ? links.privacy : links.ownPrivacy;
    const components = {
      terms: link(key === 'insuranceAGB' ? (insurance?.termsUrl ?? null) : links.terms),
      privacy: link(privacy),
    };
    if (key === 'gtc') {
      const wording = links.provider === 'broker' && !links.brokerName ? 'brokerUnnamed' : links.provider;
      return (
        <Trans
          t={t}
          i18nKey={`consents.gtc.${wording}`}
          values={{ broker: links.brokerName ?? '' }}
          components={components}
        />
      );
    }
    if (key === 'insuranceAGB' && !insurance?.termsUrl) return t('consents.insuranceAGBNoLink');
    return <Trans t={t} i18nKey={`consents.${key}`} components={components} />;
  };

  return (
    <section className="checkout-box consents" aria-labelledby="consents-title">
      <h3 id="consents-title" className="checkout-box__title">
        {t('consents.title')}
      </h3>
      {set.map(({ key, required }) => {
        const id = consentInputId(key);
        const error = showErrors && missing.includes(key);
        return (
          <div key={key} className={`checkbox-row${error ? ' checkbox-row--error' : ''}`}>
            <input
              id={id}
              type="checkbox"
              checked={values[key] === true}
              required={required}
              disabled={key === 'insuranceAGB' && contract.status === 'pending'}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => void change(key, event.target.checked)}
            />
            <label htmlFor={id}>
              {label(key)}
              {required ? <span aria-hidden="true"> *</span> : null}
            </label>
            {error ? (
              <p id={`${id}-error`} className="form-row__error">
                {t(`consents.required.${key}`)}
              </p>
            ) : null}
            {key === 'insuranceAGB' && contract.status === 'pending' ? (
              <p className="form__note" role="status">
                {t('consents.insuranceLoading')}
              </p>
            ) : null}
          </div>
        );
      })}
      {contract.status === 'refused' ? (
        <p className="notice notice--error" role="alert">
          {t('travellers:insurance.refused', { reason: contract.reason })}
        </p>
      ) : null}
      <DocumentsChoice />
    </section>
  );
}
