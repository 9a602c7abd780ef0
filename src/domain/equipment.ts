/**
 * Equipment that is the journey to the trip's start rather than gear (spec part 1 §3 'TRN and TRS
 * are train, BUS is bus equipment codes', part 2 §9): its kind by subCategory code. One list: the
 * codes type the kinds and drive the page's groups and texts.
 */
const JOURNEY_EQUIPMENT = { TRN: 'train', TRS: 'train', BUS: 'bus' } as const;

export type JourneyKind = (typeof JOURNEY_EQUIPMENT)[keyof typeof JOURNEY_EQUIPMENT];

/** The journey an equipment entry is (train or bus), or null for gear (an e-bike, boots, …). */
export function journeyKindOf(subCategory: string | null | undefined): JourneyKind | null {
  return subCategory && Object.hasOwn(JOURNEY_EQUIPMENT, subCategory)
    ? JOURNEY_EQUIPMENT[subCategory as keyof typeof JOURNEY_EQUIPMENT]
    : null;
}
