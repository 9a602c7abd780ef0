import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadablePart } from '@/lib/loadable-part';
import { errorsCleared } from '../errors-slice';
import type { ErrorMessagesProps } from './ErrorMessages';
import { selectErrorItems } from '../selectors';

// The overlay (with DOMPurify and its texts) loads only when there is an error to show.
const errorOverlay = loadablePart<ErrorMessagesProps>((i18n) =>
  Promise.all([import('./ErrorMessages'), i18n.loadNamespaces('errors')]).then(([m]) => m.default),
);

/** The error overlay of spec part 1 §8, when there are errors. */
export function ErrorOverlayContainer() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectErrorItems);
  if (items.length === 0) return null;
  return <errorOverlay.Part items={items} onClose={() => dispatch(errorsCleared())} />;
}
