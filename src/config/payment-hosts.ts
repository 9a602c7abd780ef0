import { z } from './z';

/**
 * Hosts (https) a payment may send the browser to: the page configuration's `paymentHosts`, as
 * hosts compare (lower case, no spaces); a broken list is none.
 */
export const paymentHostsSchema = z.catch(
  z.pipe(
    z.array(z.string()),
    z.transform((hosts) => hosts.map((host) => host.trim().toLowerCase()).filter(Boolean)),
  ),
  [],
);
