import { useTranslation } from 'react-i18next';
import type { ServiceEntry } from '@/api/schemas';
import { Price } from '@/components/Price';

/** One bookable service: its name, description and price, and a button that adds or removes it. */
export function ServiceToggle({
  entry,
  chosen,
  onToggle,
}: {
  entry: ServiceEntry;
  chosen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('extras');
  return (
    <li className={`service${chosen ? ' service--chosen' : ''}`} data-service-id={entry.service.id}>
      <div className="service__text">
        <span className="service__name">{entry.service.name}</span>
        {entry.service.description ? <span className="service__description">{entry.service.description}</span> : null}
        <span className="service__price">
          <Price value={entry.price} />{' '}
          {entry.price === -1 ? null : t(entry.service.perPerson ? 'services.perPerson' : 'services.perBooking')}
        </span>
      </div>
      <button
        type="button"
        className={`button${chosen ? ' button--primary' : ''}`}
        aria-pressed={chosen}
        onClick={onToggle}
      >
        {chosen ? t('services.remove', { name: entry.service.name }) : t('services.add', { name: entry.service.name })}
      </button>
    </li>
  );
}
