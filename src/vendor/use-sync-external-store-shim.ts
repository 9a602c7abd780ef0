// React 18+ has useSyncExternalStore built in; the `use-sync-external-store/shim` package that
// react-i18next imports only adds a fallback for older React. Builds point the shim here.
export { useSyncExternalStore } from 'react';
