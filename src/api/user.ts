import type { ApiClient } from './client';
import { guideListSchema, supplierListSchema, userSchema, type LoginRequest } from './schemas';

export const fetchUser = (client: ApiClient) => client.request('/fapi/user', { schema: userSchema });

/** POST /fapi/login_check with {username, password} (decision: the spec leaves the field names open). */
export const login = (client: ApiClient, credentials: LoginRequest, { signal }: { signal?: AbortSignal } = {}) =>
  client.request('/fapi/login_check', { method: 'POST', body: credentials, schema: userSchema, signal });

export const logout = (client: ApiClient) => client.request('/fapi/logout', { method: 'POST', body: {} });

export const registerUser = (client: ApiClient, data: Record<string, unknown>) =>
  client.request('/fapi/user/register', { method: 'POST', body: data, schema: userSchema });

export const fetchGuides = (client: ApiClient) => client.request('/fapi/user/guides', { schema: guideListSchema });
export const fetchSuppliers = (client: ApiClient) => client.request('/fapi/user/supplier', { schema: supplierListSchema });
