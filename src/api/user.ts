import type { ApiClient } from './client';
import { USER_PATH } from './early-calls';
import { userSchema, type LoginRequest } from './schemas';

export const fetchUser = (client: ApiClient) => client.request(USER_PATH, { schema: userSchema });

/** POST /fapi/login_check with {username, password} (decision: the spec leaves the field names open). */
export const login = (client: ApiClient, credentials: LoginRequest, { signal }: { signal?: AbortSignal } = {}) =>
  client.request('/fapi/login_check', { method: 'POST', body: credentials, schema: userSchema, signal });

export const registerUser = (client: ApiClient, data: Record<string, unknown>) =>
  client.request('/fapi/user/register', { method: 'POST', body: data, schema: userSchema });
