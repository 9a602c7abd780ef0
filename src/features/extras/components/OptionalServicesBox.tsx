import { useTranslation } from 'react-i18next';
import { MAX_EXTENSION_NIGHTS } from '@/domain/extensions';
import type { Accommodation, BookedService, ServiceEntry } from '@/api/schemas';
import { NumberField } from '@/components/NumberField';
import { Price } from '@/components/Price';
import { extensionTitle, type ExtensionKind } from '@/domain/extensions';
import { LeftOutNotice } from './LeftOutNotice';
import { ServiceToggle } from './ServiceToggle';
import { Panel } from '@/components/Panel';

interface OptionalServicesBoxProps {
  compulsory: readonly BookedService[];
  optional: readonly { entry: ServiceEntry; chosen: boolean }[];
  extensions: readonly {
    extension: Accommodation;
    kind: ExtensionKind;
    maxNights: number;
    chosen: Accommodation | null;
    /** The chosen nights (0: not chosen). */
    nights: number;
    /** More nights than this date allows: the field says so. */
    tooMany: boolean;
  }[];
  partnerWording: boolean;
  /** Rooms of different types: extensions cannot be booked (spec part 1 §4). */
  extensionsBlocked: boolean;
  /** Broken upgrades or extensions were left out: the box says so. */
  leftOut: boolean;
  onToggleUpgrade: (entry: ServiceEntry) => void;
  onNights: (extension: Accommodation, nights: number) => void;
}

/** Upgrades and extensions (spec part 1 §2): compulsory upgrades are marked and cannot be removed. */
export function OptionalServicesBox({
  compulsory,
  optional,
  extensions,
  partnerWording,
  extensionsBlocked,
  leftOut,
  onToggleUpgrade,
  onNights,
}: OptionalServicesBoxProps) {
  const { t } = useTranslation('extras');
  return (
    <Panel title={t('services.title')} headingId="services-heading">
      {compulsory.length + optional.length > 0 ? (
        <>
          <h3 className="panel__subtitle">{t('services.upgrades')}</h3>
          <ul className="service-list">
            {compulsory.map((entry) => (
              <li key={entry.service.id} className="service service--compulsory">
                <div className="service__text">
                  <span className="service__name">
                    {entry.service.name} <span className="badge">{t('services.compulsory')}</span>
                  </span>
                  {entry.service.description ? (
                    <span className="service__description">{entry.service.description}</span>
                  ) : null}
                  {/* A partner's is on request: its state says so once. */}
                  {partnerWording ? null : (
                    <span className="service__price">
                      <Price value={entry.price} />{' '}
                      {t(entry.service.perPerson ? 'services.perPerson' : 'services.perBooking')}
                    </span>
                  )}
                </div>
                <span className="service__state">{partnerWording ? t('price.onRequest') : t('services.included')}</span>
              </li>
            ))}
            {optional.map(({ entry, chosen }) => (
              <ServiceToggle
                key={entry.service.id}
                entry={entry}
                chosen={chosen}
                onToggle={() => onToggleUpgrade(entry)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {extensions.length > 0 && extensionsBlocked ? (
        <>
          <h3 className="panel__subtitle">{t('extensions.title')}</h3>
          <p className="notice">{t('extensions.mixedRooms')}</p>
        </>
      ) : extensions.length > 0 ? (
        <>
          <h3 className="panel__subtitle">{t('extensions.title')}</h3>
          <ul className="service-list">
            {extensions.map(({ extension, kind, maxNights, chosen, nights, tooMany }) => {
              return (
                <li
                  key={extension.service.id}
                  className={`service${chosen ? ' service--chosen' : ''}`}
                  data-service-id={extension.service.id}
                >
                  <div className="service__text">
                    <span className="service__name">
                      {extensionTitle(t(kind === 'pre' ? 'extensions.pre' : 'extensions.post'), extension.service.name)}
                    </span>
                    {extension.service.description ? (
                      <span className="service__description">{extension.service.description}</span>
                    ) : null}
                    <span className="service__price">
                      <Price value={extension.price} /> {extension.price === -1 ? null : t('extensions.perNight')}
                    </span>
                  </div>
                  <NumberField
                    key={chosen ? 'chosen' : 'open'}
                    label={t(kind === 'pre' ? 'extensions.nightsBefore' : 'extensions.nightsAfter')}
                    value={nights}
                    min={0}
                    max={maxNights}
                    error={tooMany ? t('extensions.tooManyNights', { count: maxNights }) : null}
                    onChange={(value) => onNights(extension, Math.min(maxNights, Math.max(0, Math.trunc(value ?? 0))))}
                  />
                </li>
              );
            })}
          </ul>
          <p className="form__note">{t('extensions.nightsHint', { max: MAX_EXTENSION_NIGHTS })}</p>
        </>
      ) : null}
      {leftOut ? <LeftOutNotice /> : null}
    </Panel>
  );
}
