import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@/api/schemas';
import { Segments } from './Segments';

/** Flight details that render their segments only once opened (a result page stays light). */
export function SegmentDetails({ connection }: { connection: Connection }) {
  const { t } = useTranslation('flights');
  const [open, setOpen] = useState(false);
  return (
    <details className="fare-card__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('fare.details')}</summary>
      {open ? <Segments connection={connection} /> : null}
    </details>
  );
}
