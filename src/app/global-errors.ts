/** Global runtime errors are logged and suppressed (spec part 1 §8). Returns the uninstaller. */
export function installGlobalErrorHandler(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('Unhandled error', event.error ?? event.message);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled rejection', event.reason);
    event.preventDefault();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
