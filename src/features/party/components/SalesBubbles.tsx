import { useTranslation } from 'react-i18next';
import type { SalesBubble } from '@/domain/catalogue';

/** The sales bubbles of a date as small labels. */
export function SalesBubbles({ bubbles, className }: { bubbles: readonly SalesBubble[]; className?: string }) {
  const { t } = useTranslation();
  if (bubbles.length === 0) return null;
  return (
    <ul className={className ? `bubbles ${className}` : 'bubbles'}>
      {bubbles.map((bubble) => (
        <li key={bubble.kind} className={`bubble bubble--${bubble.kind}`}>
          {bubble.kind === 'almostFull'
            ? t('schedule.bubble.almostFull', { count: bubble.placesLeft })
            : bubble.kind === 'deltaToGuarantee'
              ? t('schedule.bubble.deltaToGuarantee', { count: bubble.missing })
              : t(`schedule.bubble.${bubble.kind}`)}
        </li>
      ))}
    </ul>
  );
}
