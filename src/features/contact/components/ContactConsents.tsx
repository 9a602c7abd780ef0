import type { RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { transLink } from '@/components/trans-link';
import type { Language } from '@/config/page-config';
import { useAppSelectorWith } from '@/app/hooks';
import { selectTermsLinks } from '@/features/checkout';
import { FieldErrorText } from '@/components/FieldErrorText';

interface ContactConsentsProps {
  id: string;
  /** The consent's wording (it names what the data is for). */
  consentKey: 'question.agb' | 'subscribe.agb';
  values: { agb: boolean; newsletter: boolean };
  onChange: (values: { agb?: boolean; newsletter?: boolean }) => void;
  error: string | null;
  consentRef: RefObject<HTMLInputElement>;
}

/** The contact forms' required data consent (privacy notice linked) and the optional newsletter, none ticked. */
export function ContactConsents({ id, consentKey, values, onChange, error, consentRef }: ContactConsentsProps) {
  const { t, i18n } = useTranslation('forms');
  const privacy = useAppSelectorWith(selectTermsLinks, i18n.language as Language).ownPrivacy;
  return (
    <>
      <div className="checkbox-row">
        <input
          id={`${id}-agb`}
          ref={consentRef}
          type="checkbox"
          checked={values.agb}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-agb-error` : undefined}
          onChange={(e) => onChange({ agb: e.target.checked })}
        />
        <label htmlFor={`${id}-agb`}>
          <Trans t={t} i18nKey={consentKey} components={{ privacy: transLink(privacy) }} />
          <span aria-hidden="true"> *</span>
        </label>
        <FieldErrorText id={`${id}-agb-error`} text={error} />
      </div>
      <div className="checkbox-row">
        <input
          id={`${id}-newsletter`}
          type="checkbox"
          checked={values.newsletter}
          onChange={(e) => onChange({ newsletter: e.target.checked })}
        />
        <label htmlFor={`${id}-newsletter`}>{t('question.newsletter')}</label>
      </div>
    </>
  );
}
