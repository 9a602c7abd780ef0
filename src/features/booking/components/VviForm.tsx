import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/page-config';
import { useAppStore } from '@/app/hooks';
import { selectBookingPayload } from '../payload-selectors';

export interface VviFormProps {
  action: string;
  needsRoom: boolean;
  language: Language;
  whitelabel: string | null;
}

/**
 * 'VVI Erstellen & Herunterladen': posts the serialised booking (the submit's payload) to the VVI
 * path in a new window. Loaded only for agencies that may generate the VVI.
 */
export default function VviForm({ action, needsRoom, language, whitelabel }: VviFormProps) {
  const { t } = useTranslation('extras');
  const store = useAppStore();
  const id = useId();
  return (
    <form
      method="post"
      action={action}
      target="_blank"
      className="vvi-form"
      onSubmit={(event) => {
        const field = event.currentTarget.elements.namedItem('booking');
        if (field instanceof HTMLInputElement)
          field.value = JSON.stringify(selectBookingPayload(store.getState(), { language, whitelabel }));
      }}
    >
      <input type="hidden" name="booking" value="" />
      <button type="submit" className="button" disabled={needsRoom} aria-describedby={`${id}-hint`}>
        {t('vvi.button')}
      </button>
      <p id={`${id}-hint`} className={needsRoom ? 'form-row__error' : 'form-row__hint'}>
        {needsRoom ? t('ibe.b2b.vviErrorRoom') : t('vvi.hint')}
      </p>
    </form>
  );
}
