import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const tokens = new Map([...TOKENS.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]));

/** A token's colour as sRGB channels 0..255 (hex only: text colours are opaque). */
function rgb(name: string): [number, number, number] {
  const value = tokens.get(name);
  const hex = /^#([0-9a-f]{6})$/i.exec(value ?? '')?.[1];
  if (!hex) throw new Error(`${name} is not an opaque hex colour: ${value}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.2 contrast ratio of two colours (relative luminance, 1.4.3). */
function contrast(a: string, b: string): number {
  const luminance = (name: string) => {
    const [r, g, bl] = rgb(name).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Every pair of the pages where the first colours text on the second (WCAG 1.4.3: 4.5:1).
const TEXT_PAIRS = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-page'],
  ['--color-text', '--color-brand-tint'],
  ['--color-muted', '--color-surface'],
  ['--color-muted', '--color-page'],
  ['--color-muted', '--color-brand-tint'],
  ['--color-subtle', '--color-surface'],
  ['--color-brand', '--color-surface'],
  ['--color-brand', '--color-page'],
  ['--color-brand', '--color-brand-tint'],
  ['--color-brand-dark', '--color-brand-tint'],
  ['--color-on-brand', '--color-brand'],
  ['--color-on-brand', '--color-brand-dark'],
  ['--color-error', '--color-surface'],
  ['--color-error', '--color-error-bg'],
  ['--color-success', '--color-surface'],
  ['--color-success', '--color-success-bg'],
  ['--color-warning', '--color-surface'],
  ['--color-warning', '--color-warning-bg'],
  ['--color-star', '--color-surface'],
  ['--color-accent', '--color-surface'],
  ['--color-text', '--color-disabled-bg'],
  ['--color-muted', '--color-disabled-bg'],
] as const;

// Marks that are not text but must be seen (WCAG 1.4.11: 3:1): the focus ring, field borders, stars.
const UI_PAIRS = [
  ['--color-focus', '--color-surface'],
  ['--color-focus', '--color-page'],
  ['--color-subtle', '--color-surface'],
  ['--color-star', '--color-page'],
] as const;

/** The app's stylesheets, the tokens and print's own sizes aside. */
const sheets = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sheets(path) : path.endsWith('.css') ? [path] : [];
  });

/** A scale's steps by their value ('0.5rem' -> '--space-2'). */
const scale = (prefix: string) =>
  new Map(
    [...tokens]
      .filter(([name, value]) => name.startsWith(prefix) && value?.endsWith('rem'))
      .map(([name, value]) => [value, name]),
  );

describe('the design tokens (issue 39 §1: every pair used for text at WCAG AA)', () => {
  it.each(TEXT_PAIRS)('%s on %s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s is seen at 3:1 or more', (mark, background) => {
    expect(contrast(mark, background)).toBeGreaterThanOrEqual(3);
  });

  it('the stylesheets name no colour of their own: each comes from a token (print keeps its black)', () => {
    const own = sheets('src')
      .filter((path) => !path.endsWith('tokens.css') && !path.endsWith('print.css'))
      .flatMap((path) =>
        [
          ...readFileSync(path, 'utf8')
            .replace(/@media print\s*{[\s\S]*?\n}/g, '')
            .matchAll(/#[0-9a-f]{3,8}\b|rgba?\(/gi),
        ].map(([found]) => `${path}: ${found}`),
      );
    expect(own).toEqual([]);
  });

  it('spacing and type sizes come from their scales: no padding, margin, gap or font size writes a step the scale has', () => {
    const space = scale('--space');
    const text = scale('--text-');
    const declaration = /^\s*((?:padding|margin)(?:-[a-z-]+)?|gap|row-gap|column-gap|font-size)\s*:\s*([^;{}]+)/gm;
    const raw = sheets('src')
      .filter((path) => !path.endsWith('tokens.css') && !path.endsWith('print.css'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(declaration)].flatMap(([, property = '', value = '']) =>
          [...value.matchAll(/(?<![\d.\w-])(\d*\.?\d+rem)\b/g)]
            .map(([step = '']) => step.replace(/^\./, '0.'))
            .filter((step) => (property === 'font-size' ? text : space).has(step))
            .map((step) => `${path}: ${property}: ${step} is ${(property === 'font-size' ? text : space).get(step)}`),
        ),
      );
    expect(raw).toEqual([]);
  });
});
