import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../../domain/format';
import type { DateOption } from '../selectors';

interface DateSelectProps {
  options: DateOption[];
  value: string | null;
  onChange: (option: DateOption) => void;
}

/** The departure dates as one native select: readable, keyboard- and screen-reader friendly. */
export function DateSelect({ options, value, onChange }: DateSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-row">
      <label htmlFor={id} className="form-row__label">{t('schedule.dateLabel')}</label>
      <select
        id={id}
        className="form-row__control"
        value={value ?? ''}
        onChange={(event) => {
          const option = options.find((o) => o.start === event.target.value);
          if (option) onChange(option);
        }}
      >
        <option value="" disabled>{t('schedule.datePlaceholder')}</option>
        {options.map((option) => (
          <option key={option.start} value={option.start} disabled={option.soldOut}>
            {t('schedule.dateOption', {
              start: formatDate(option.start),
              end: formatDate(option.end),
              price: formatPrice(option.priceFrom, t('price.onRequest')),
            })}
            {option.soldOut ? ` (${t('schedule.soldOut')})` : option.onRequest ? ` (${t('schedule.onRequest')})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
