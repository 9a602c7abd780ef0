/** An offer's tariffs in the order shown: with deductible (D), without (O). */
export const TARIFFS = ['D', 'O'] as const;

export type TariffCode = (typeof TARIFFS)[number];
