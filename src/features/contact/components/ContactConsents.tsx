import { Trans, useTranslation } from 'react-i18next';
import { transLink } from '@/components/trans-link';
import type { Language } from '@/config/page-config';
import { useAppSelectorWith } from '@/app/hooks';
import { selectTermsLinks } from '@/features/checkout';
import { FieldErrorText } from '@/components/FieldErrorText';
import type { ContactFormFields } from './use-contact-form';

interface ContactConsentsProps {
  form: ContactFormFields;
  /** The consent's wording (it names what the data is for). */
  consentKey: 'question.agb' | 'subscribe.agb';
}

/** The contact forms' required data consent (privacy notice linked) and the optional newsletter, none ticked. */
export function ContactConsents({ form, consentKey }: ContactConsentsProps) {
  const { id, values, change } = form;
  const error = form.message('agb');
  const { t, i18n } = useTranslation('forms');
  const privacy = useAppSelectorWith(selectTermsLinks, i18n.language as Language).ownPrivacy;
  return (
    <>
      <div className="checkbox-row">
        <input
          id={`${id}-agb`}
          type="checkbox"
          checked={values.agb}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-agb-error` : undefined}
          onChange={(e) => change({ agb: e.target.checked })}
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
          onChange={(e) => change({ newsletter: e.target.checked })}
        />
        <label htmlFor={`${id}-newsletter`}>{t('question.newsletter')}</label>
      </div>
    </>
  );
}
