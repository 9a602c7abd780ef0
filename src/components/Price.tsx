import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';

interface PriceProps {
  value: number | null | undefined;
  className?: string;
}

/** A price as the spec shows it; missing or -1 reads 'auf Anfrage' in the page language. */
export function Price({ value, className }: PriceProps) {
  const { t } = useTranslation();
  return <span className={className ?? 'price'}>{formatPrice(value, t('price.onRequest'))}</span>;
}
