import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TopBar } from '@/components/TopBar';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/config/page-config';
import { Price } from '@/components/Price';
import { ErrorOverlayContainer } from '@/features/errors';
import { selectTravelList, travelList } from '@/features/travel';
import { bookingPageUrl, landingPageUrl } from '@/config/paths';
import { TRIP_FILTER_CHOICES } from '@/config/trip-finder';
import { formatDate } from '@/domain/format';
import {
  EMPTY_TRIP_FILTER,
  filterFromQuery,
  filterToQuery,
  isFilterEmpty,
  travelListCall,
  type TripFilter,
} from '@/domain/trip-finder';
import { FinderFilters } from './FinderFilters';
import { useSearchSuggestions } from './use-search-suggestions';

/**
 * The start page, a trip finder (spec part 2 §7 GET or POST /fapi/travel, POST
 * /fapi/travel/search-box): a search with suggestions, filters by region, type, focus, group trips
 * and travel period, and the trips with their price from and next date, each linking to its
 * booking page in the page language. The filter lives in the address, so reload and back keep it.
 */
export function LandingPage() {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language as Language;
  const id = useId();
  const dispatch = useAppDispatch();
  const { data, status } = useAppSelector(selectTravelList);
  const [filter, setFilter] = useState<TripFilter>(() => filterFromQuery(window.location.search, TRIP_FILTER_CHOICES));
  const [text, setText] = useState(filter.search);
  const [suggestionsDismissed, setSuggestionsDismissed] = useState(false);
  const found = useSearchSuggestions(text.trim() === filter.search.trim() ? '' : text);
  const suggestions = suggestionsDismissed ? [] : found;
  const results = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [openFilters] = useState(() => window.matchMedia?.('(min-width: 600px)').matches ?? true);
  const loading = status === 'pending' || status === 'idle';
  // Told to screen readers once the list has settled: the count only, not every loading step.
  const [told, setTold] = useState('');
  const count = loading || status === 'failed' ? null : data.length;

  useEffect(() => {
    document.title = t('finder.documentTitle');
  }, [t]);
  // Each filter is an address of its own: back and forward step through them, reload keeps it.
  // (The first one only tidies the address it came with.)
  const addressed = useRef(false);
  useEffect(() => {
    const address = `${landingPageUrl(language)}${filterToQuery(filter)}`;
    if (`${window.location.pathname}${window.location.search}` !== address)
      window.history[addressed.current ? 'pushState' : 'replaceState'](window.history.state, '', address);
    addressed.current = true;
    const request = dispatch(travelList.fetch(travelListCall(filter)));
    return () => request.abort();
  }, [dispatch, filter, language]);
  useEffect(() => {
    const followAddress = () => {
      const next = filterFromQuery(window.location.search, TRIP_FILTER_CHOICES);
      setFilter(next);
      setText(next.search);
    };
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);
  useEffect(() => {
    if (count === null) return undefined;
    const timer = window.setTimeout(() => setTold(t('finder.count', { count })), 500);
    return () => window.clearTimeout(timer);
  }, [count, t]);

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
        <p className="landing__intro">{t('landing.intro')}</p>
        <div className="finder">
          <form role="search" aria-label={t('finder.label')} className="finder__search" onSubmit={search}>
            <label htmlFor={`${id}-search`} className="form-row__label">
              {t('finder.search')}
            </label>
            <div className="finder__search-row">
              <input
                id={`${id}-search`}
                ref={searchField}
                className="form-row__control"
                type="search"
                maxLength={100}
                autoComplete="off"
                value={text}
                aria-describedby={suggestions.length > 0 ? `${id}-suggestions` : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setSuggestionsDismissed(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && suggestions.length > 0) {
                    event.preventDefault();
                    setSuggestionsDismissed(true);
                  }
                }}
              />
              <button type="submit" className="button button--primary">
                {t('finder.submit')}
              </button>
            </div>
            {suggestions.length > 0 ? (
              <nav id={`${id}-suggestions`} aria-label={t('finder.suggestions')} className="finder__suggestions">
                <p className="form-row__hint">{t('finder.suggestions')}</p>
                <ul>
                  {suggestions.map((trip) => (
                    <li key={trip.code}>
                      <a href={bookingPageUrl(language, trip.code)}>{trip.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <p className="visually-hidden" role="status">
              {suggestions.length > 0 ? t('finder.suggestionCount', { count: suggestions.length }) : ''}
            </p>
          </form>
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
          {data.map((trip) => (
            <li key={trip.code} className="trip-card">
              <h3 className="trip-card__title">
                <a href={bookingPageUrl(language, trip.code, trip.nextDate)}>{trip.name}</a>
              </h3>
              <p className="trip-card__meta">
                <span>{trip.isGroup ? t('landing.group') : t('landing.individual')}</span>
                {trip.priceFrom !== null ? (
                  <>
                    {' '}
                    · {t('landing.priceFrom')} <Price value={trip.priceFrom} />
                  </>
                ) : null}
              </p>
              <p className="trip-card__meta">
                {trip.nextDate ? t('finder.nextDate', { date: formatDate(trip.nextDate) }) : t('landing.noDates')}
              </p>
              <p className="trip-card__languages">
                {t('landing.bookIn')}{' '}
                {LANGUAGE_CODES.map((other) => (
                  <a
                    key={other}
                    className="trip-card__language"
                    href={bookingPageUrl(other, trip.code, trip.nextDate)}
                    hrefLang={other}
                    aria-label={t(`landing.bookLanguage.${other}`, { name: trip.name })}
                  >
                    {LANGUAGES[other].short}
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </main>
      <ErrorOverlayContainer />
    </div>
  );
}
