import { useTranslation } from 'react-i18next';
import { landingPageUrl } from '@/config/paths';
import { languageFromPath } from '@/config/language';

export interface TripNotFoundProps {
  travelCode: string;
  /** The server's message, shown as text. */
  message: string;
}

/** An unknown trip (404): trying again cannot help; the server's word and the way to every trip can. */
export default function TripNotFound({ travelCode, message }: TripNotFoundProps) {
  const { t } = useTranslation('pages');
  return (
    <section className="panel">
      <h1 className="panel__title">{t('tripNotFound.title')}</h1>
      {message ? <p>{message}</p> : null}
      <p>{t('tripNotFound.hint', { code: travelCode })}</p>
      <p>
        <a className="button button--primary" href={landingPageUrl(languageFromPath(window.location.pathname))}>
          {t('tripNotFound.allTrips')}
        </a>
      </p>
    </section>
  );
}
