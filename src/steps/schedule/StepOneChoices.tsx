import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  railFlyToggled,
  selectChoiceBoxes,
  selectRailFlyBox,
  serviceToggled,
  railFly as railFlyFamily,
  serviceFamilies,
  ChoiceBox,
} from '@/features/extras';
import { RAIL_FLY_LEAD_WEEKS } from '@/domain/rail-fly';

/** Step 1's boxes of one-click choices (spec part 1 §2): the kinds offered that way (transfers …), then rail and fly. */
export function StepOneChoices({ code }: { code: string }) {
  const { t } = useTranslation('extras');
  const dispatch = useAppDispatch();
  const choiceBoxes = useAppSelector(selectChoiceBoxes);
  const railFly = useAppSelector(selectRailFlyBox);
  return (
    <>
      {choiceBoxes.map(({ kind, failed, leftOut, entries }) => (
        <ChoiceBox
          key={kind.family}
          id={kind.family}
          family={kind.family}
          title={t(`${kind.family}.title`)}
          failed={failed}
          leftOut={leftOut}
          failedText={t(`${kind.family}.loadFailed`)}
          onRetry={() => void dispatch(serviceFamilies[kind.family].fetch(code))}
          entries={entries}
          onToggle={(entry) => dispatch(serviceToggled({ list: kind.field, entry }))}
        />
      ))}
      {railFly.shown ? (
        <ChoiceBox
          id="rail-fly"
          family="railFly"
          title={t('railFly.title')}
          intro={t('railFly.intro', { weeks: RAIL_FLY_LEAD_WEEKS })}
          failed={railFly.failed}
          leftOut={railFly.leftOut}
          failedText={t('railFly.loadFailed')}
          onRetry={() => void dispatch(railFlyFamily.fetch())}
          entries={railFly.entries}
          onToggle={(entry) => {
            const railEntry = railFly.entries.find((r) => r.entry.service.id === entry.service.id)?.entry;
            if (railEntry) dispatch(railFlyToggled({ entry: railEntry }));
          }}
        />
      ) : null}
    </>
  );
}
