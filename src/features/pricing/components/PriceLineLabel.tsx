import { useTranslation } from 'react-i18next';
import { useRoomName } from '@/components/room-name';
import type { PriceLine } from '../price-line-selectors';

/** The text of one price line. */
function usePriceLineLabel(): (line: PriceLine) => string {
  const { t } = useTranslation();
  const roomName = useRoomName();
  return (line) => {
    switch (line.kind) {
      case 'room':
        return t('priceOverview.lines.room', { name: roomName(line.roomType, line.name), count: line.quantity });
      case 'service':
        return t(line.compulsory ? 'priceOverview.lines.compulsory' : 'priceOverview.lines.service', {
          name: line.name,
          count: line.quantity,
        });
      case 'extension':
        return t('priceOverview.lines.extension', { name: line.name, count: line.nights });
      case 'flight':
        return t('priceOverview.lines.flight');
      case 'optOut':
        return t('priceOverview.lines.optOut');
      case 'flex':
        return t('priceOverview.lines.flex');
      case 'insurance':
        return t('priceOverview.lines.insurance', { name: line.name });
      case 'voucher':
        return t('priceOverview.lines.voucher', { code: line.code });
    }
  };
}

/**
 * One price line's name, shared by the price box and step 3, with 'auf Anfrage' beside it when a
 * request rule names the line although it has a price (a price on request already says so).
 */
export function PriceLineLabel({ line }: { line: PriceLine & { requestBadge: boolean } }) {
  const { t } = useTranslation();
  const labelOf = usePriceLineLabel();
  return (
    <>
      {labelOf(line)}
      {line.requestBadge ? (
        <>
          {' '}
          <span className="badge badge--request">{t('price.onRequest')}</span>
        </>
      ) : null}
    </>
  );
}
