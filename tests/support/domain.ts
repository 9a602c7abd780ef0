import type { ExtensionFacts, ServiceFacts } from '@/domain/types';

/** Plain rule inputs with overrides, for table tests. */
export function createService(
  price: number,
  overrides: Partial<ServiceFacts> & {
    perPerson?: boolean;
    onRequest?: boolean;
    subCategory?: string | null;
    id?: number;
  } = {},
): ServiceFacts {
  const { perPerson = true, onRequest = false, subCategory = null, id = 1, ...rest } = overrides;
  return { price, service: { id, perPerson, onRequest, subCategory }, ...rest };
}

export function createExtension(
  price: number,
  nights: { vv?: number; nv?: number },
  overrides: Partial<ServiceFacts> & { perPerson?: boolean; id?: number } = {},
): ExtensionFacts {
  return { ...createService(price, overrides), additionalData: { vv: nights.vv ?? 0, nv: nights.nv ?? 0 } };
}

export const room = (price: number, persons: number) => ({
  schedule: { price },
  travellers: Array.from({ length: persons }, () => ({})),
});
