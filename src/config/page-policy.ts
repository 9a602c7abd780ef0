/** The page's own policy, as its `<meta>` says it (null where the page has none, as in development). */
export const pagePolicy = (): string | null =>
  document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null;
