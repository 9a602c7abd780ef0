import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TopBar } from '@/components/TopBar';
import type { Language } from '@/config/page-config';
import { ErrorOverlayContainer } from '@/features/errors';
import { selectTravelList, travelList } from '@/features/travel';
import { giftVoucherPageUrl, landingPageUrl } from '@/config/paths';
import { EMPTY_TRIP_FILTER, filterToQuery, isFilterEmpty, travelListCall, type TripFilter } from '@/domain/trip-finder';
import { FinderFilters } from './FinderFilters';
import { FinderSearch } from './FinderSearch';
import { TripCard } from './TripCard';

/** The first row of cards (three at 1280 px) loads its pictures at once, the rest as they near the screen. */
const LAZY_AFTER = 3;
import { useSettledCount } from './use-settled-count';
import { useTripFilter } from './use-trip-filter';

/**
 * The start page, a trip finder (spec part 2 §7 GET or POST /fapi/travel, POST
 * /fapi/travel/search-box): a search with suggestions, filters by region, type, focus, group trips
 * and travel period, and the trips with their price from and next date, each linking to its
 * booking page in the page language. The filter lives in the address, so reload and back keep it.
 */
export function LandingPage() {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language as Language;
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = t('finder.documentTitle');
  }, [t]);
  const { data, status } = useAppSelector(selectTravelList);
  const { filter, setFilter, text, setText } = useTripFilter(language);
  const results = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [openFilters] = useState(() => window.matchMedia?.('(min-width: 600px)').matches ?? true);
  const loading = status === 'pending' || status === 'idle';
  const told = useSettledCount(loading || status === 'failed' ? null : data.length);

  const change = (part: Partial<TripFilter>) => setFilter((current) => ({ ...current, ...part }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ search: text.trim() });
    results.current?.focus();
  };
  const reset = () => {
    setText('');
    setFilter(EMPTY_TRIP_FILTER);
    // The reset button goes with the filters: focus to the search, where finding starts again.
    searchField.current?.focus();
  };

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopBar travelCode={null} hrefFor={(other) => `${landingPageUrl(other)}${filterToQuery(filter)}`} />
      <main id="main" className="main" tabIndex={-1}>
        <h1 className="landing__title">{t('landing.title')}</h1>
        <p className="landing__intro">
          {t('landing.intro')} <a href={giftVoucherPageUrl(language)}>{t('landing.giftVoucher')}</a>
        </p>
        <div className="finder">
          <FinderSearch
            text={text}
            search={filter.search}
            fieldRef={searchField}
            onTextChange={setText}
            onSubmit={search}
          />
          {filter.ids.length > 0 ? (
            <p className="notice finder__selection">
              {t('finder.selection')}{' '}
              <button type="button" className="button button--link" onClick={() => change({ ids: [] })}>
                {t('finder.showAll')}
              </button>
            </p>
          ) : null}
          <FinderFilters filter={filter} onChange={change} openAtStart={openFilters} />
          {isFilterEmpty(filter) ? null : (
            <button type="button" className="button finder__reset" onClick={reset}>
              {t('finder.reset')}
            </button>
          )}
        </div>
        <h2 ref={results} tabIndex={-1} className="finder__count">
          {loading
            ? t('landing.loading')
            : status === 'failed'
              ? t('landing.loadFailed')
              : t('finder.count', { count: data.length })}
        </h2>
        <p className="visually-hidden" role="status">
          {told}
        </p>
        {status === 'failed' ? (
          <div className="notice notice--error">
            <button
              type="button"
              className="button"
              onClick={() => {
                void dispatch(travelList.fetch(travelListCall(filter)));
                // The button goes while the list loads: focus to the heading, which says how it went.
                results.current?.focus();
              }}
            >
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {status === 'succeeded' && data.length === 0 ? <p className="notice">{t('finder.none')}</p> : null}
        <ul className="trip-list" aria-busy={loading || undefined}>
          {data.map((trip, index) => (
            <TripCard key={trip.code} trip={trip} language={language} lazyPicture={index >= LAZY_AFTER} />
          ))}
        </ul>
      </main>
      <ErrorOverlayContainer />
    </div>
  );
}
