/** The tag manager's queue (GA4 through Google Tag Manager reads it); created when missing. */
type DataLayer = Record<string, unknown>[];

/**
 * Hands an event to `window.dataLayer` (spec part 2 §4 'tracked'). An e-commerce event first clears
 * the previous one's `ecommerce` object, as GA4 asks. Tracking never breaks a booking: a faulty
 * layer is ignored.
 */
export function track(event: object): void {
  try {
    const host = window as unknown as { dataLayer?: DataLayer };
    const layer = Array.isArray(host.dataLayer) ? host.dataLayer : (host.dataLayer = []);
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push({ ...event });
  } catch {
    /* analytics is never worth a failed booking */
  }
}
