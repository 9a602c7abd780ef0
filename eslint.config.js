import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Pages and components read named selectors, never a selector lambda (which reads the state's
// shape or hides a rule): a selector that takes an argument is read with useAppSelectorWith.
const SELECTOR_HOOKS = new Set(['useAppSelector', 'usePaymentSelector']);
const stateShapeRule = {
  meta: {
    type: 'problem',
    messages: {
      shape: 'Read a named selector (a feature selectors module); with an argument, useAppSelectorWith(selectX, arg).',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !SELECTOR_HOOKS.has(node.callee.name)) return;
        const [selector] = node.arguments;
        if (selector && (selector.type === 'ArrowFunctionExpression' || selector.type === 'FunctionExpression'))
          context.report({ node: selector, messageId: 'shape' });
      },
    };
  },
};
const local = { rules: { 'state-shape': stateShapeRule } };

const RESTRICTED_IMPORTS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch / useAppSelector from app/hooks.',
  },
  { name: 'zod', message: "Import z from 'src/config/z' (zod/mini, jitless)." },
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    importNames: ['Link', 'NavLink', 'Form'],
    message: "Use RouteLink from components/RouteLink: the data router's link and form code stay off the first page.",
  })),
];

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The booking's concerns in the one direction of their imports: a concern imports only the folders
// of the layers before its own (choices holds the field readers every concern reads; the booking
// composes them all). A sibling in the same layer is out of reach too.
const BOOKING_LAYERS = [
  ['choices'],
  ['party', 'arrival'],
  ['extras', 'travellers'],
  ['pricing'],
  ['insurance'],
  // The checkout answers the insurance's choice (the pre-contract by e-mail, the flex tariff).
  ['checkout'],
  ['contact'],
  ['booking'],
];
const LAYER_ZONES = BOOKING_LAYERS.flatMap((layer, index) =>
  layer.map((feature) => ({
    target: `./src/features/${feature}`,
    from: BOOKING_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== feature)
      .map((other) => `./src/features/${other}`),
    message: `The ${feature} concern imports only the layers before its own (eslint.config.js BOOKING_LAYERS).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-catalogue',
      'coverage',
      'playwright-report',
      'test-results',
      'reports',
      'mocks/public',
      '.stryker-tmp',
    ],
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin, local },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Imports run one way: app -> steps -> features -> lib, components -> domain, api, config.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: [
                './src/app',
                './src/steps',
                './src/features',
                './src/components',
                './src/api',
                './src/lib',
                './src/config',
              ],
              message: 'Rules are plain functions: no React, store, API or configuration.',
            },
            {
              target: './src/config',
              from: ['./src/app', './src/steps', './src/features', './src/components', './src/lib', './src/api'],
              message: 'What every layer imports imports none of them.',
            },
            {
              target: './src/api',
              from: ['./src/app', './src/steps', './src/features', './src/components', './src/lib'],
              message: 'The API client never touches the store or the UI.',
            },
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/steps', './src/features'],
              message: 'Shared primitives and infrastructure do not know the features.',
            },
            {
              target: ['./src/components', './src/lib'],
              from: './src/app',
              except: ['./store.ts', './hooks.ts'],
              message: 'Only the store types and the typed hooks come from app/.',
            },
            { target: './src/features', from: './src/steps', message: 'Features do not import pages.' },
            {
              target: ['./src/features', './src/steps'],
              from: './src/app',
              except: ['./store.ts', './hooks.ts'],
              message: 'Only the store types and the typed hooks come from app/.',
            },
            ...LAYER_ZONES,
            // One zone per feature (bulletproof-react): others reach it only through its index.
            ...FEATURES.map((feature) => ({
              target: [
                './src/app',
                './src/steps',
                ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
              ],
              from: `./src/features/${feature}`,
              except: ['./index.ts'],
              message: `Import the ${feature} feature from its index (src/features/${feature}/index.ts).`,
            })),
          ],
        },
      ],
      'local/state-shape': 'error',
      // Value imports run one way; a type import may point back (it leaves no code).
      'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }],
    },
  },
  // A module of the app holds one thing: at most 300 lines; a component at most 150.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'max-lines': ['error', { max: 300 }] } },
  { files: ['src/**/*.tsx'], rules: { 'max-lines-per-function': ['error', { max: 150 }] } },
  // A feature uses another's state and rules through its index, never its components:
  // pages compose features. A component is a value named in PascalCase.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[importKind!='type'][source.value=/^(@\\/features\\/|(\\.\\.\\/)+)(${FEATURES.filter((other) => other !== feature).join('|')})$/] > ImportSpecifier[importKind!='type'][imported.name=/^[A-Z][a-z]/]`,
          message: "A feature does not render another feature's components: the page composes them.",
        },
      ],
    },
  })),
  {
    // The mock server and the build's plugins load these layers through Vite's config bundler,
    // which does not know the `@/` alias: they import each other by relative path.
    files: ['src/api/**', 'src/domain/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_IMPORTS,
          patterns: [
            {
              group: ['@/*'],
              message: 'api, domain and config import by relative path (the mock server shares them).',
            },
          ],
        },
      ],
    },
  },
  {
    // Infrastructure joining a family to the store reads whether it is there by the family's name.
    files: ['src/lib/**'],
    rules: { 'local/state-shape': 'off' },
  },
  {
    // The typed hooks of the booking pages' store and of the payment page's own store.
    files: ['src/app/hooks.ts', 'src/features/payment/payment-hooks.ts'],
    rules: { 'no-restricted-imports': 'off', 'local/state-shape': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**', 'mocks/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-console': 'off', 'import/no-restricted-paths': 'off' },
  },
);
