import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadFailedNoticeProps {
  /** What could not be loaded, in the page language. */
  text: string;
  onRetry: () => void;
}

/** A part of the page whose data failed to load: says so, is announced, and offers to try again. */
export function LoadFailedNotice({ text, onRetry }: LoadFailedNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="notice notice--error load-failed" role="alert">
      <p id={id} className="load-failed__text">
        {text}
      </p>
      <button type="button" className="button" aria-describedby={id} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
