import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface VviFormProps {
  action: string;
  /** The serialised booking, posted as the form field `booking`. */
  booking: () => string;
  needsRoom: boolean;
}

/** 'VVI Erstellen & Herunterladen': posts the serialised booking to the VVI path in a new window. */
export function VviForm({ action, booking, needsRoom }: VviFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form method="post" action={action} target="_blank" className="vvi-form" onSubmit={(event) => {
      const field = event.currentTarget.elements.namedItem('booking');
      if (field instanceof HTMLInputElement) field.value = booking();
    }}>
      <input type="hidden" name="booking" value="" />
      <button type="submit" className="button" disabled={needsRoom} aria-describedby={`${id}-hint`}>{t('vvi.button')}</button>
      <p id={`${id}-hint`} className={needsRoom ? 'form-row__error' : 'form-row__hint'}>{needsRoom ? t('ibe.b2b.vviErrorRoom') : t('vvi.hint')}</p>
    </form>
  );
}
