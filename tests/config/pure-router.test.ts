import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pureRouterComponents } from '../../build/pure-router';

const DIST = 'node_modules/react-router/dist/production';
const chunkFiles = [...readFileSync(`${DIST}/index.mjs`, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map(
  (match) => `${DIST}/${match[1]}`,
);

function transform(code: string, id: string): string | null {
  const hook = pureRouterComponents().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

describe("the build marks React Router's unused components removable (first page bytes)", () => {
  const chunk = chunkFiles.find((file) => readFileSync(file, 'utf8').includes('var Link = '));

  it('finds the module that declares Link, NavLink and Form', () => {
    expect(chunk).toBeDefined();
  });

  it('marks every top-level component and context pure and drops the developer-tool names, line for line', () => {
    const code = readFileSync(chunk ?? '', 'utf8');
    const out = transform(code, `/work/${chunk}`) ?? '';
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'LocationContext'])
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves every other module as it is', () => {
    expect(transform('var Link = React.forwardRef(() => null);', '/work/src/components/RouteLink.tsx')).toBeNull();
  });
});
