import type { Middleware } from '@reduxjs/toolkit';

/**
 * The demo's record of every action a store dispatches, as JSON in `window.asiActions`: a journey
 * reads it to hold that no card data ever travels through the store. Demo builds only.
 */
export const actionLog: Middleware = () => (next) => (action) => {
  const log = ((window as unknown as { asiActions?: string[] }).asiActions ??= []);
  log.push(JSON.stringify(action));
  return next(action);
};
