import type { ServiceEntry } from '@/api/schemas';
import { useAppSelectorWith } from '@/app/hooks';
import { selectFailure, type FamilyName } from '@/lib/request-phases';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { LeftOutNotice } from './LeftOutNotice';
import { ServiceToggle } from './ServiceToggle';
import { Panel } from '@/components/Panel';

interface ChoiceBoxProps {
  id: string;
  title: string;
  intro?: string;
  entries: readonly { entry: ServiceEntry; chosen: boolean }[];
  /** The family the box lists: its failure's cause is said with the retry. */
  family: FamilyName;
  failed: boolean;
  /** Broken entries were left out of the list: the box says so. */
  leftOut: boolean;
  failedText: string;
  onRetry: () => void;
  onToggle: (entry: ServiceEntry) => void;
}

/** A box of services to toggle (transfers, rail and fly); a failed load says so, offers to try again, and the rest stays usable. */
export function ChoiceBox({
  id,
  title,
  intro,
  entries,
  family,
  failed,
  leftOut,
  failedText,
  onRetry,
  onToggle,
}: ChoiceBoxProps) {
  const failure = useAppSelectorWith(selectFailure, family);
  return (
    <Panel title={title} headingId={`${id}-heading`}>
      {intro ? <p>{intro}</p> : null}
      {failed ? (
        <LoadFailedNotice text={failedText} failure={failure} onRetry={onRetry} />
      ) : (
        <>
          <ul className="service-list">
            {entries.map(({ entry, chosen }) => (
              <ServiceToggle key={entry.service.id} entry={entry} chosen={chosen} onToggle={() => onToggle(entry)} />
            ))}
          </ul>
          {leftOut ? <LeftOutNotice /> : null}
        </>
      )}
    </Panel>
  );
}
