import type { Story } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import type { AppStore } from '@/app/store';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { Toggletip } from '@/components/Toggletip';
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from '@/domain/deposit';
import { choicesTakenBack } from '@/features/booking/taken-back';
import { TakenBackNotice } from '@/features/booking/components/TakenBackNotice';
import type { BookedChoices } from './catalogue-store';
import { WithStore } from './with-store';

export default { title: 'Notices' };

/** The page's notices: a hint, a success, a warning and an error. */
export const Kinds: Story = () => {
  const { t } = useTranslation(['translation', 'checkout']);
  return (
    <div className="catalogue__stack">
      <p className="notice">{t('plan.request')}</p>
      <p className="notice notice--success">{t('takenBack.undone')}</p>
      <p className="notice notice--warning">{t('price.onRequestNote')}</p>
      <p className="notice notice--error">{t('stepOne.fieldErrors')}</p>
    </div>
  );
};

const NO_CONNECTION = {
  kind: 'network',
  status: null,
  message: 'Failed to fetch',
  call: 'GET /fapi/schedule',
} as const;
const SERVER_WORDS = {
  kind: 'http',
  status: 503,
  message: 'Wartungsarbeiten bis <b>14 Uhr</b>',
  serverText: true,
  call: 'GET /fapi/transfer',
} as const;

/** A part whose data failed to load: said once, there, with why (its cause, or the server's words) and the retry. */
export const LoadFailed: Story = () => {
  const { t } = useTranslation(['translation', 'extras']);
  return (
    <div className="catalogue__column">
      <LoadFailedNotice text={t('schedule.loadFailed')} failure={NO_CONNECTION} onRetry={() => undefined} />
      <LoadFailedNotice text={t('extras:transfers.loadFailed')} failure={SERVER_WORDS} onRetry={() => undefined} />
    </div>
  );
};

const BOOKED: BookedChoices = { pax: 2, rooms: ['twin'] };
const CAUSES = ['rooms'] as const;
const roomsTookExtensionAndTransfer = (store: AppStore) => {
  store.dispatch(
    choicesTakenBack({
      compulsory: { added: [], gone: [] },
      taken: [
        { kind: 'extensions', count: 1 },
        { kind: 'transfers', count: 2 },
      ],
      cause: 'rooms',
      undo: store.getState().booking,
      undone: false,
    }),
  );
};

/** What a room change took back, with the way back and the close. */
export const TakenBack: Story = () => (
  <WithStore choices={BOOKED} prepare={roomsTookExtensionAndTransfer}>
    <TakenBackNotice causes={CAUSES} />
  </WithStore>
);

/** A term explained where it stands: the deposit's 'i', closed and open. */
export const ExplainedTerm: Story = () => {
  const { t } = useTranslation();
  const term = t('plan.deposit', { percent: DEPOSIT_PERCENT });
  const help = t('plan.depositHelp', { percent: DEPOSIT_PERCENT, days: BALANCE_DUE_DAYS });
  return (
    <div className="catalogue__stack catalogue__explained">
      <p>
        {term}
        <Toggletip label={t('plan.depositHelpLabel')}>{help}</Toggletip>
      </p>
      <p>
        {term}
        <Toggletip label={t('plan.depositHelpLabel')} initiallyOpen>
          {help}
        </Toggletip>
      </p>
    </div>
  );
};
