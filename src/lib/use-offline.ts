import { useSyncExternalStore } from 'react';

const onConnectionChange = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOffline = () => navigator.onLine === false;

/** The browser says it is offline (and follows it as that changes). */
export const useOffline = (): boolean => useSyncExternalStore(onConnectionChange, isOffline, () => false);
