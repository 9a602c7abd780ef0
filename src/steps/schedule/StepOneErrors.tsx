import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectStepOneBlockers } from '@/features/booking';
import { selectChoicesUnnamed } from '@/features/extras';
import { EXTENSION_LIMITS } from '@/domain/extensions';

/** What still stops step 1 below the date panel, once 'Weiter' asked for the errors. */
export function StepOneErrors({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation();
  const blockers = useAppSelector(selectStepOneBlockers);
  const unnamed = useAppSelector(selectChoicesUnnamed);
  if (!showErrors) return null;
  return (
    <>
      {blockers.flightError ? (
        <p className="notice notice--error" role="alert">
          {t('flightWidget.error')}
        </p>
      ) : null}
      {blockers.blockers.includes('extensions') ? (
        <p className="notice notice--error" role="alert">
          {t('stepOne.extensionNotAllowed', {
            days: EXTENSION_LIMITS.preStartDays,
            nights: EXTENSION_LIMITS.maxNights,
          })}
        </p>
      ) : null}
      {blockers.blockers.includes('upgrades') ? (
        <p className="notice notice--error" role="alert">
          {t('price.incomplete')}
        </p>
      ) : null}
      {/* Said once: failed upgrades already say that the extras could not be loaded. */}
      {blockers.blockers.includes('choices') && !(unnamed === 'failed' && blockers.blockers.includes('upgrades')) ? (
        <p className="notice notice--error" role="alert">
          {t(unnamed === 'failed' ? 'price.incomplete' : 'price.choicesPending')}
        </p>
      ) : null}
      {blockers.blockers.includes('roomsIncomplete') ? (
        <p className="notice notice--error" role="alert">
          {t('price.roomsIncomplete')}
        </p>
      ) : null}
      {blockers.blockers.includes('flights') ? (
        <p className="notice notice--error" role="alert">
          {t('price.flightsMissing')}
        </p>
      ) : null}
      {blockers.fieldErrors || Object.keys(blockers.dateErrors).length > 0 ? (
        <p className="notice notice--error" role="alert">
          {t('stepOne.fieldErrors')}
        </p>
      ) : null}
    </>
  );
}
