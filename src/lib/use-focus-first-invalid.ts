import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to the first field marked invalid once the errors asked for in the same update are
 * on the page: call the returned function together with showing the errors.
 */
export function useFocusFirstInvalid(): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
