import { defineConfig } from 'vitest/config';

// The rules' own tests, without the DOM and the mock server: what the mutation run exercises.
process.env.TZ = 'Europe/Berlin';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/domain/**/*.test.ts'],
  },
});
