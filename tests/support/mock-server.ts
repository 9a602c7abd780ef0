import { createMockServer } from '../../mocks/node';

/** One mock server for the whole Vitest run; tests/setup.ts resets it after every test. */
export const mock = createMockServer();

/** The origin the API client uses in Node, where fetch needs absolute URLs. */
export const TEST_ORIGIN = 'http://localhost';
