import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';

/** One block of the summary with its heading and the link to the step that changes it. */
export function SummaryBlock({
  title,
  to,
  children,
  id,
}: {
  title: string;
  to: string;
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <section className="summary-block" aria-labelledby={id}>
      <div className="summary-block__head">
        <h3 id={id} className="summary-block__title">
          {title}
        </h3>
        <RouteLink to={to} className="summary-block__change" aria-label={t('changeLabel', { section: title })}>
          {t('change')}
        </RouteLink>
      </div>
      {children}
    </section>
  );
}
