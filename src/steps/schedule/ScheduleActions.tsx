import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import type { Language } from '@/config/page-config';
import { selectVvi, shareOfferPart, vviFormPart } from '@/features/booking';
import { WayOnBar } from '@/features/pricing';
import { selectLoggedIn, userSelectionPart } from '@/features/travellers';
import { usePreloadOnIntent } from '@/lib/loadable-part';

/**
 * Step 1's actions: the agency's VVI form where it may use it, 'Angebot teilen', and the way on
 * ('Weiter', unless the page is VVI only) with the phone's price.
 */
export function ScheduleActions({
  language,
  whitelabel,
  vviOnly,
  onContinue,
}: {
  language: Language;
  whitelabel: string | null;
  vviOnly: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const vvi = useAppSelector(selectVvi);
  const loggedIn = useAppSelector(selectLoggedIn);
  // Nobody logged in: the user-selection dialog follows 'Weiter' and starts loading when it is pointed at or focused.
  const preloadUserDialog = usePreloadOnIntent(userSelectionPart, !loggedIn);
  return (
    <div className="step-end">
      <div className="actions">
        {vvi.shown ? (
          <vviFormPart.Part action={vvi.action} needsRoom={vvi.needsRoom} language={language} whitelabel={whitelabel} />
        ) : null}
        <shareOfferPart.Part language={language} />
      </div>
      <WayOnBar>
        {vviOnly ? null : (
          <button type="button" className="button button--primary" {...preloadUserDialog} onClick={onContinue}>
            {t('schedule.continue')}
          </button>
        )}
      </WayOnBar>
    </div>
  );
}
