import { sendQuestion } from '@/api/forms';
import type { AppThunk } from '@/lib/app-thunk';
import { selectSchedule } from '@/features/choices';
import { selectTravel } from '@/features/travel';

/**
 * Sends the question with the trip and the chosen dates (spec part 2 §3 'Question form'); whether
 * it arrived (202). The reply has no words of its own to show.
 */
export const askQuestion =
  (values: {
    email: string;
    name: string;
    question: string;
    agb: boolean;
    newsletter: boolean;
  }): AppThunk<Promise<{ ok: boolean; message: null }>> =>
  async (_dispatch, getState, { api }) => {
    const state = getState();
    const schedule = selectSchedule(state);
    const ok = await sendQuestion(api, {
      ...values,
      email: values.email.trim(),
      name: values.name.trim(),
      travel: selectTravel(state)?.code ?? '',
      scheduleStart: schedule?.start ?? null,
      scheduleEnd: schedule?.end ?? null,
    });
    return { ok, message: null };
  };
