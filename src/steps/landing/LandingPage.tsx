import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TopBar } from '../../components/TopBar';
import { LANGUAGES } from '../../config/page-config';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { ErrorOverlayContainer } from '../../features/errors';
import { selectTravelList, travelList } from '../../features/travel';
import { bookingPageUrl } from '../../config/paths';

const LANGUAGE_LABEL = { de: 'DE', en: 'EN', it: 'IT' } as const;

/** The start page (its store has the travel list's family): every trip of GET /fapi/travel with a link to its booking page in each language. */
export function LandingPage() {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const { data, status } = useAppSelector(selectTravelList);
  useEffect(() => {
    void dispatch(travelList.fetch());
  }, [dispatch]);

  return (
    <div className="page">
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      <TopBar travelCode={null} />
      <main id="main" className="main" tabIndex={-1}>
        <h1 className="landing__title">{t('landing.title')}</h1>
        <p className="landing__intro">{t('landing.intro')}</p>
        {status === 'pending' || status === 'idle' ? <Spinner label={t('landing.loading')} /> : null}
        {status === 'failed' ? (
          <div className="notice notice--error">
            <p>{t('landing.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void dispatch(travelList.fetch())}>{t('common.retry')}</button>
          </div>
        ) : null}
        <ul className="trip-list">
          {data.map((trip) => (
            <li key={trip.code} className="trip-card">
              <h2 className="trip-card__title">
                <a href={bookingPageUrl(i18n.language as (typeof LANGUAGES)[number], trip.code)}>{trip.name}</a>
              </h2>
              <p className="trip-card__meta">
                <span>{trip.code}</span>
                {' · '}
                <span>{trip.isGroup ? t('landing.group') : t('landing.individual')}</span>
                {trip.priceFrom !== null ? <> · {t('landing.priceFrom')} <Price value={trip.priceFrom} /></> : <> · {t('landing.noDates')}</>}
              </p>
              <p className="trip-card__languages">
                {t('landing.bookIn')}{' '}
                {LANGUAGES.map((language) => (
                  <a key={language} className="trip-card__language" href={bookingPageUrl(language, trip.code)} lang={language} hrefLang={language} aria-label={t(`landing.bookLanguage.${language}`, { name: trip.name })}>
                    {LANGUAGE_LABEL[language]}
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
