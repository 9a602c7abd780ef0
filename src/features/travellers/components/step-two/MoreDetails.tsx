import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SPECIAL_NEEDS, type SpecialNeeds } from '@/api/schemas/user';
import { SpecialNeedsField, TitleField } from './fields';
import { Folded } from './Folded';
import { useStepTwoForm } from './form-context';

/**
 * A person's optional details (the academic title and a special diet, spec part 2 §3), asked on
 * request: folded unless something is already given (a profile, an earlier entry), so the form
 * first shows what is required.
 */
export function MoreDetails({
  idPrefix,
  prefix,
  registerNeed,
}: {
  idPrefix: string;
  prefix: 'customer' | `travellers.${number}`;
  registerNeed: (need: keyof SpecialNeeds) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation('travellers');
  const { register, getValues } = useStepTwoForm();
  // Read once: after that the box opens and closes by the person's hand only.
  const [givenAtStart] = useState(() => {
    const person = getValues(prefix);
    return Boolean(person?.title) || SPECIAL_NEEDS.some((need) => person?.specialNeeds?.[need]);
  });
  return (
    <Folded summary={t('moreDetails.summary')} open={givenAtStart}>
      <div className="form-grid">
        <TitleField id={`${idPrefix}-title`} registration={register(`${prefix}.title`)} />
      </div>
      <SpecialNeedsField id={`${idPrefix}-needs`} register={registerNeed} />
    </Folded>
  );
}
