import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';

interface PriceProps {
  value: number | null | undefined;
  className?: string;
  /** A reduction: -1 is € 1 off, never 'auf Anfrage'. */
  amountOnly?: boolean;
}

/** A price as the spec shows it; missing or -1 reads 'auf Anfrage' in the page language. */
export function Price({ value, className, amountOnly = false }: PriceProps) {
  const { t } = useTranslation();
  return <span className={className ?? 'price'}>{formatPrice(value, t('price.onRequest'), { amountOnly })}</span>;
}
