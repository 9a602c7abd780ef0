import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedApiError } from '@/api/errors';
import { loadablePart } from '@/lib/loadable-part';
import type { FailureCauseProps } from './FailureCause';

// The cause loads with its texts (and the sanitiser) only when something failed.
const failureCause = loadablePart<FailureCauseProps>(
  (i18n) => Promise.all([import('./FailureCause'), i18n.loadNamespaces('errors')]).then(([m]) => m.default),
  { optional: true },
);

interface LoadFailedNoticeProps {
  /** What could not be loaded, in the page language. */
  text: string;
  /** The failure itself: its cause is said beneath (the overlay stays silent for it). */
  failure?: SerializedApiError | null;
  onRetry: () => void;
}

/** A part of the page whose data failed to load: says so and why, is announced, and offers to try again. */
export function LoadFailedNotice({ text, failure = null, onRetry }: LoadFailedNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="notice notice--error load-failed" role="alert">
      <div className="load-failed__text">
        <p id={id}>{text}</p>
        {failure ? <failureCause.Part failure={failure} /> : null}
      </div>
      <button type="button" className="button" aria-describedby={id} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export { failureCause };
