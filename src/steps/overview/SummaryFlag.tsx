import { useGoToChoice, type ChoicePlace } from '@/features/booking';

/**
 * A rule broken since step 3 opened, said in the block it concerns (spec part 2 §8 'street error,
 * flight error and room error flags shown inline'), with the way to the place that fixes it.
 */
export function SummaryFlag({ id, text, fix, place }: { id: string; text: string; fix: string; place: ChoicePlace }) {
  const goTo = useGoToChoice('overview');
  return (
    <div id={id} className="notice notice--error summary-flag" role="alert" tabIndex={-1}>
      <p>{text}</p>
      <button type="button" className="button button--link" onClick={() => goTo(place)}>
        {fix}
      </button>
    </div>
  );
}

/** The flags' element ids, in page order: a refused submit focuses the first one shown. */
export const OVERVIEW_FLAG_IDS = { rooms: 'flag-rooms', flight: 'flag-flight', street: 'flag-street' } as const;
