import { useCallback, useEffect, useState } from 'react';
import { focusFirstMarked } from './scroll-and-focus';

/**
 * Moves focus to the first field marked invalid (scrolled to the centre, as on step 2) once the
 * errors asked for in the same update are on the page: call the returned function together with
 * showing the errors.
 */
export function useFocusFirstInvalid(): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstMarked(document);
  }, [requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
