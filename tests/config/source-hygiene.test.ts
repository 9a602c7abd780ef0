import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(ts|tsx|mjs|js|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the source says why in its own words', () => {
  it('no comment in the app, the mocks, the build plugins or the scripts points to an issue number (the decision log says why)', () => {
    const files = [
      ...filesUnder('src'),
      ...filesUnder('mocks').filter((file) => !file.includes('mocks/public')),
      ...filesUnder('scripts'),
      ...filesUnder('build'),
      'vite.config.ts',
      'eslint.config.js',
    ];
    const pointing = files.filter((file) => /\bissues? \d+/i.test(readFileSync(file, 'utf8')));
    expect(pointing).toEqual([]);
  });
});
