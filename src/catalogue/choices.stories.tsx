import type { Story } from '@ladle/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GenderField } from '@/features/travellers/components/step-two/GenderField';
import { PaymentChoice } from '@/steps/overview/PaymentChoice';
import '@/steps/overview/overview.css';
import type { BookedChoices } from './catalogue-store';
import { WithStore } from './with-store';

export default { title: 'Choices' };

/** A radio group: one chosen, and none chosen after a try to go on (its error). */
export const RadioGroup: Story = () => {
  const { t } = useTranslation('travellers');
  const id = useId();
  const [gender, setGender] = useState<string | null>('female');
  return (
    <>
      <GenderField id={`${id}-a`} value={gender} onChange={setGender} onBlur={() => undefined} error={null} />
      <GenderField
        id={`${id}-b`}
        value={null}
        onChange={() => undefined}
        onBlur={() => undefined}
        error={t('validation.chooseGender')}
      />
    </>
  );
};

const BOOKED: BookedChoices = { pax: 2, rooms: ['twin'] };

/** How to pay: the methods as choice cards with their marks, and the error when none is chosen. */
export const PaymentMethods: Story = () => (
  <WithStore choices={BOOKED} path="/overview">
    <PaymentChoice showErrors />
  </WithStore>
);
