import { useTranslation } from 'react-i18next';
import type { Dog } from '@/api/schemas';

export interface TravellerExtras {
  /** The equipment chosen for this traveller in step 1, named, with its body data. */
  equipment: readonly { id: number; name: string; bodySize: number | null }[];
}

/** What a traveller chose in step 1, and the customer's dogs; nothing when there is neither. */
export function ExtrasList({ extras, dogs = [] }: { extras: TravellerExtras; dogs?: readonly Dog[] }) {
  const { t } = useTranslation('travellers');
  if (extras.equipment.length === 0 && dogs.length === 0) return null;
  return (
    <div className="traveller__extras">
      {extras.equipment.length > 0 ? (
        <>
          <h4 className="traveller__extras-title">{t('traveller.equipment')}</h4>
          <ul>
            {extras.equipment.map((item) => (
              <li key={item.id}>
                {item.name}
                {item.bodySize !== null ? `, ${t('traveller.equipmentDetails', { bodySize: item.bodySize })}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dogs.length > 0 ? (
        <>
          <h4 className="traveller__extras-title">{t('traveller.dogs')}</h4>
          <ul>
            {dogs.map((dog) => (
              <li key={dog.id}>
                {t('traveller.dog', {
                  name: dog.dogname,
                  race: dog.race,
                  height: dog.shoulderheight ?? '–',
                  weight: dog.bodyWeight ?? '–',
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
