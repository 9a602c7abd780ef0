import { useTranslation } from 'react-i18next';
import type { PriceLine } from '../selectors';

/** The text of one price line, shared by the side overview and step 3. */
export function usePriceLineLabel(): (line: PriceLine) => string {
  const { t } = useTranslation();
  return (line) => {
    switch (line.kind) {
      case 'room': return t('overview.lines.room', { name: line.name, count: line.quantity });
      case 'service': return t(line.compulsory ? 'overview.lines.compulsory' : 'overview.lines.service', { name: line.name, count: line.quantity });
      case 'extension': return t('overview.lines.extension', { name: line.name, count: line.nights });
      case 'flight': return t('overview.lines.flight');
      case 'optOut': return t('overview.lines.optOut');
      case 'flex': return t('overview.lines.flex');
      case 'insurance': return t('overview.lines.insurance', { name: line.name });
      case 'voucher': return t('overview.lines.voucher', { code: line.code });
    }
  };
}
