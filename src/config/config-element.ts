/** The id of the script element in which the server may embed the page configuration (JSON). */
export const CONFIG_ELEMENT_ID = 'asi-config';

/** The embedded page configuration as an object, or null when there is none or it is unreadable. */
export function embeddedObject(embedded: string | null | undefined): Record<string, unknown> | null {
  if (!embedded?.trim()) return null;
  try {
    const config: unknown = JSON.parse(embedded);
    return config && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
