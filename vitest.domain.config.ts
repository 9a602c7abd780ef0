import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The rules' own tests, without the DOM and the mock server: what the mutation run exercises.
// Berlin unless a zone is given (npm run test:zones runs them under others too).
process.env.TZ ??= 'Europe/Berlin';

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    environment: 'node',
    include: ['tests/domain/**/*.test.ts'],
  },
});
