import type { ApiClient } from './client';

/** The question form's body (spec part 2 §3 'Question form'). */
export interface QuestionBody {
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
