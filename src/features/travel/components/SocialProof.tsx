import { useTranslation } from 'react-i18next';
import type { Benefit, Rating } from '@/api/schemas';

interface SocialProofProps {
  travelCode: string;
  ratings: { kind: 'real'; ratings: Rating[] } | { kind: 'defaults' };
  benefits: readonly Benefit[];
  /** Whitelabel pages hide the rating overview (spec part 2 §2); the selling points stay. */
  showRatings?: boolean;
}

/** Ratings linking to /r/{code} (real ones from 8 qualifying, else the defaults) and the selling points. */
export default function SocialProof({ travelCode, ratings, benefits, showRatings = true }: SocialProofProps) {
  const { t } = useTranslation('extras');
  const quotes =
    ratings.kind === 'real'
      ? ratings.ratings.slice(0, 3).map((r, i) => ({ key: `${i}`, text: r.description, by: r.user.firstname }))
      : (['default1', 'default2', 'default3'] as const).map((key) => ({
          key,
          text: t(`socialProof.${key}`),
          by: null,
        }));
  if (!showRatings && benefits.length === 0) return null;
  return (
    <section className="social-proof" aria-labelledby={showRatings ? 'ratings-heading' : 'benefits-heading'}>
      {showRatings ? (
        <>
          <h2 id="ratings-heading" className="social-proof__title">
            {t('socialProof.ratingsTitle')}
          </h2>
          <ul className="social-proof__quotes">
            {quotes.map((q) => (
              <li key={q.key}>
                <blockquote>{q.text}</blockquote>
                {q.by ? <span className="muted">{t('socialProof.by', { name: q.by })}</span> : null}
              </li>
            ))}
          </ul>
          <a href={`/r/${encodeURIComponent(travelCode)}`}>{t('socialProof.allRatings')}</a>
        </>
      ) : null}
      {benefits.length > 0 ? (
        <>
          <h2 id="benefits-heading" className="social-proof__title">
            {t('socialProof.benefitsTitle')}
          </h2>
          <ul className="social-proof__benefits">
            {benefits.map((b) => (
              <li key={b.id}>
                <strong>{b.name}</strong> {b.content}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
