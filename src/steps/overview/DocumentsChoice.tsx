import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { consentChanged, selectRula } from '@/features/checkout';

/** How the travel documents come: digital (the default) or by post. */
export function DocumentsChoice() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const rula = useAppSelector(selectRula);
  return (
    <fieldset className="documents">
      <legend className="form-row__label">{t('documents.legend')}</legend>
      <label className="radio-row">
        <input type="radio" name="documents" checked={rula} onChange={() => dispatch(consentChanged({ rula: true }))} />
        <span>{t('documents.digital')}</span>
      </label>
      <label className="radio-row">
        <input
          type="radio"
          name="documents"
          checked={!rula}
          onChange={() => dispatch(consentChanged({ rula: false }))}
        />
        <span>{t('documents.post')}</span>
      </label>
    </fieldset>
  );
}
