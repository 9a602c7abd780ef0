import { createApiClient, type Language } from '@/api/client';
import { TEST_ORIGIN } from './mock-server';

export const createTestClient = (language: Language = 'de') => createApiClient({ language, baseUrl: TEST_ORIGIN });
