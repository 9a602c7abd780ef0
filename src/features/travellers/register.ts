import { registerUser } from '@/api/user';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { AppThunk } from '@/lib/app-thunk';
import { registered, registerFailed, registerStarted } from './user-slice';

type RegisterResult = { ok: true } | { ok: false; error: SerializedApiError & { fieldErrors: Record<string, string> } };

/**
 * A guest creates an account with the customer's data and a password (POST /fapi/user/register,
 * spec part 2 §6, §7). A plain thunk: the password goes to the server and nowhere else, not into
 * an action, the store or the storage. The server's errors come back by field.
 */
export function registerCustomer(password: string): AppThunk<Promise<RegisterResult>> {
  return async (dispatch, getState, { api }) => {
    const { gender, title, firstname, lastname, birthday, street, number, zip, city, country, email, telephone } =
      getState().booking.travellers.user;
    dispatch(registerStarted());
    try {
      const user = await registerUser(api, {
        gender,
        title,
        firstname,
        lastname,
        birthday,
        street,
        number,
        zip,
        city,
        country,
        email,
        telephone,
        password,
      });
      dispatch(registered(user));
      return { ok: true };
    } catch (error) {
      dispatch(registerFailed());
      const fieldErrors =
        error && typeof error === 'object' && 'fieldErrors' in error
          ? (error as { fieldErrors: Record<string, string> }).fieldErrors
          : {};
      return { ok: false, error: { ...serializeError(error), fieldErrors } };
    }
  };
}
