import type { Story } from '@ladle/react';
import { StepBar } from '@/app/StepBar';
import type { BookedChoices } from './catalogue-store';
import { WithStore } from './with-store';

export default { title: 'Step bar' };

const FRESH: BookedChoices = {};
const READY: BookedChoices = { pax: 2, rooms: ['twin'] };

/** Step 1 with nothing chosen: the later steps are not links. */
export const FirstStep: Story = () => (
  <WithStore choices={FRESH}>
    <StepBar />
  </WithStore>
);

/** Step 2 after step 1 is done: step 1 is a link back, step 3 not yet. */
export const SecondStep: Story = () => (
  <WithStore choices={READY} path="/user">
    <StepBar />
  </WithStore>
);

/** The agency's VVI mode: its single step. */
export const VviOnly: Story = () => (
  <WithStore choices={FRESH}>
    <StepBar vviOnly />
  </WithStore>
);
