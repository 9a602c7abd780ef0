import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelectorWith } from '@/app/hooks';
import { selectFailure } from '@/lib/request-phases';
import type { Airport } from '@/api/schemas';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { fareSearchOptionsChanged } from '../../arrival-reducers';
import { airports as airportFamily } from '../../airports-slice';
import type { FareSearchForm as SearchForm } from '../../fare-selectors';
import { AirportPicker } from './AirportPicker';
import { FareSearchDates } from './FareSearchDates';
import { FareSearchOptions } from './FareSearchOptions';

/**
 * The fare search form (spec part 2 §4): departure airport, travel dates, cabin classes, direct
 * flights only, search, and the flight request as the alternative.
 */
export function FareSearchForm({
  form,
  groups,
  airportsFailed,
  airportError,
  showProblems,
  searching,
  failed,
  canShowResults,
  headingRef,
  airportInputRef,
  searchButtonRef,
  on,
}: {
  form: SearchForm;
  groups: readonly { group: string; label: string; airports: readonly Airport[] }[];
  airportsFailed: boolean;
  airportError: string | null;
  showProblems: boolean;
  searching: boolean;
  failed: boolean;
  /** Results in hand that may still be chosen from: 'show results' comes back. */
  canShowResults: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  airportInputRef: (element: HTMLInputElement | null) => void;
  searchButtonRef: Ref<HTMLButtonElement>;
  on: {
    airport: (code: string | null) => void;
    search: () => void;
    showResults: () => void;
    /** Back to the chosen flight, while changing it. */
    closeChange: (() => void) | null;
    request: () => void;
  };
}) {
  const airportsFailure = useAppSelectorWith(selectFailure, 'airports');
  const { t } = useTranslation(['flights', 'extras']);
  const dispatch = useAppDispatch();
  return (
    <>
      <h3 className="panel__subtitle" ref={headingRef} tabIndex={-1}>
        {t('search.title')}
      </h3>
      <p>{t('search.intro', { count: form.pax })}</p>
      {form.destination ? (
        <p className="form-row__hint">
          {t('search.route', { to: form.destination, from: form.returnFrom ?? form.destination })}
        </p>
      ) : null}
      {airportsFailed ? (
        <LoadFailedNotice
          text={t('extras:flight.airportsFailed')}
          failure={airportsFailure}
          onRetry={() => void dispatch(airportFamily.fetch())}
        />
      ) : null}
      <div className="fare-search">
        <AirportPicker
          label={t('search.airport')}
          hint={t('search.airportHint')}
          groups={groups}
          value={form.departureAirport}
          onChange={on.airport}
          error={airportError}
          title={t('validation.airportRequired')}
          countText={(count) => t('search.airportCount', { count })}
          noMatch={t('search.noAirport')}
          inputRef={airportInputRef}
        />
        <FareSearchDates key={form.limits?.outbound.min ?? 'none'} form={form} showProblems={showProblems} />
        <FareSearchOptions
          classes={form.classes}
          directOnly={form.directOnly}
          onChange={(options) => dispatch(fareSearchOptionsChanged(options))}
        />
        {form.problems.airport === 'noDestination' ? <p className="notice">{t('search.noDestination')}</p> : null}
        <div className="button-row">
          <button
            type="button"
            ref={searchButtonRef}
            className="button button--primary"
            aria-disabled={searching || undefined}
            onClick={() => {
              if (!searching) on.search();
            }}
          >
            {t('search.submit')}
          </button>
          {canShowResults ? (
            <button type="button" className="button" onClick={on.showResults}>
              {t('search.showResults')}
            </button>
          ) : null}
          {on.closeChange ? (
            <button type="button" className="button" onClick={on.closeChange}>
              {t('dialog.close')}
            </button>
          ) : null}
        </div>
        {failed ? (
          <div className="notice notice--error" role="alert">
            <p>{t('search.failed')}</p>
            <button type="button" className="button" onClick={on.search}>
              {t('search.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <div className="fare-widget__request">
        <p className="form-row__hint">
          {t('orRequest')} {t('extras:flight.requestHint', REQUEST_ANSWER_WORKING_DAYS)}
        </p>
        <button
          type="button"
          className="button"
          aria-disabled={!form.departureAirport || undefined}
          onClick={on.request}
        >
          {t('extras:flight.request')}
        </button>
      </div>
    </>
  );
}
