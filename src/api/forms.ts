import type { ApiClient } from './client';
import { ApiError } from './errors';
import { optionalText, z } from '../config/z';

/** The question form's body (spec part 2 §3 'Question form'). */
interface QuestionBody {
  email: string;
  name: string;
  question: string;
  agb: boolean;
  newsletter: boolean;
  travel: string;
  scheduleStart: string | null;
  scheduleEnd: string | null;
}

/** POST /question: 202 means it arrived; any other status, or no answer, that it did not (spec part 2 §7). */
export async function sendQuestion(client: ApiClient, body: QuestionBody): Promise<boolean> {
  try {
    return (await client.request('/question', { method: 'POST', body, responseType: 'status' })) === 202;
  } catch {
    return false;
  }
}

/** POST /fapi/travel/{code}/subscribe (spec part 2 §7): the server's words, when it sends any. */
const subscribeReplySchema = z.catch(z.object({ message: optionalText }), { message: null });

interface SubscribeBody {
  email: string;
  newsletter: boolean;
  agb: boolean;
}

export async function subscribeToDates(
  client: ApiClient,
  travelCode: string,
  body: SubscribeBody,
): Promise<{ ok: boolean; message: string | null }> {
  try {
    const reply = await client.request(`/fapi/travel/${encodeURIComponent(travelCode)}/subscribe`, {
      method: 'POST',
      body,
      schema: subscribeReplySchema,
    });
    return { ok: true, message: reply.message };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError && error.serverText ? error.message : null };
  }
}
