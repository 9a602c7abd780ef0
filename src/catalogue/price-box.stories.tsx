import type { Story } from '@ladle/react';
import { PriceOverview } from '@/features/pricing/components/PriceOverview';
import type { BookedChoices } from './catalogue-store';
import { WithStore } from './with-store';

export default { title: 'Price box' };

const NOTHING_CHOSEN: BookedChoices = {};
const ROOMS_MISSING: BookedChoices = { pax: 3, rooms: ['twin'] };
const TWO_IN_A_TWIN: BookedChoices = { pax: 2, rooms: ['twin'], date: 4 };
const THREE_ROOMS: BookedChoices = { pax: 4, rooms: ['twin', 'single', 'single'] };

const box = (choices: BookedChoices) => () => (
  <div className="catalogue__narrow">
    <WithStore choices={choices}>
      <PriceOverview />
    </WithStore>
  </div>
);

/** Before a date is chosen: what is still to choose, never a total. */
export const NothingChosen: Story = box(NOTHING_CHOSEN);
/** A date and the party, a room for two of three. */
export const RoomsMissing: Story = box(ROOMS_MISSING);
/** Two in a twin room: the lines, the total, per person, the payment plan. */
export const TwoInATwin: Story = box(TWO_IN_A_TWIN);
/** Four in three rooms, on a date within the deadline: all is due now. */
export const FourInThreeRooms: Story = box(THREE_ROOMS);
