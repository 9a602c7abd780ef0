import { useTranslation } from 'react-i18next';
import { LANGUAGE_PREFIX_SOURCE } from '@/config/language';

/** A language's home page: '/', '/en/', '/it/'. */
const LANGUAGE_HOME = new RegExp(`^/${LANGUAGE_PREFIX_SOURCE}$`);

/** A wrong page configuration: what is wrong, and a way on. */
export function ConfigErrorPage({
  issues,
  cleanUrl,
}: {
  issues: { field: string; message: string }[];
  cleanUrl: string;
}) {
  const { t, i18n } = useTranslation('pages');
  return (
    <div className="page">
      <main id="main" className="main">
        <section className="panel" role="alert">
          <h1 className="panel__title">{t('config.title')}</h1>
          <p>{t('config.intro')}</p>
          <ul className="error-list">
            {issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>
                {issue.message.startsWith('config.') && i18n.exists(issue.message, { ns: 'pages' })
                  ? t(issue.message, { field: issue.field })
                  : t('config.invalidValue', { field: issue.field })}
              </li>
            ))}
          </ul>
          <p>
            <a className="button button--primary" href={cleanUrl}>
              {LANGUAGE_HOME.test(cleanUrl) ? t('config.homeLink') : t('config.cleanLink')}
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}
