import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouteLink } from '@/components/RouteLink';
import { selectStepAvailability } from '@/features/booking';
import { paths, stepOfPath, STEPS } from '@/config/paths';
import { useAppSelector } from './hooks';

/**
 * 'Deine Reise', 'Deine Daten', 'Übersicht': a step is a link only when it may be opened (spec part
 * 1 §2); the VVI-only mode shows its single step (spec part 2 §2).
 */
export function StepBar({ vviOnly = false }: { vviOnly?: boolean }) {
  const { t } = useTranslation();
  const current = stepOfPath(useLocation().pathname);
  const available = useAppSelector(selectStepAvailability);
  return (
    <nav className="step-bar" aria-label={t('steps.label')}>
      <ol className="step-bar__list">
        {(vviOnly ? STEPS.slice(0, 1) : STEPS).map((step, index) => {
          const label = t(`steps.${step}`);
          const content = (
            <>
              <span className="step-bar__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-bar__label">{label}</span>
            </>
          );
          const isCurrent = step === current;
          return (
            <li key={step} className={`step-bar__item${isCurrent ? ' step-bar__item--current' : ''}`}>
              {available[step] && !isCurrent ? (
                <RouteLink className="step-bar__link" to={paths[step].href()}>
                  {content}
                </RouteLink>
              ) : (
                <span
                  className="step-bar__link"
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-disabled={isCurrent ? undefined : 'true'}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
