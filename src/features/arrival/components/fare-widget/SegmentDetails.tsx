import { useState } from 'react';
import { useFlightTexts } from './flight-texts';
import type { Connection } from '@/api/schemas';
import { Segments } from './Segments';

/** Flight details that render their segments only once opened (a result page stays light). */
export function SegmentDetails({ connection }: { connection: Connection }) {
  const t = useFlightTexts();
  const [open, setOpen] = useState(false);
  return (
    <details className="fare-card__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('fare.details')}</summary>
      {open ? <Segments connection={connection} /> : null}
    </details>
  );
}
