import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import arogya from './scripts/eslint/no-import-cycle.js';

/** The services: each talks to the others over NATS only, never by importing them. */
const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];
const ONLY_BY_NATS =
  'Services talk over NATS (call definitions in @arogya/contracts, events), never by import';

/** `no-restricted-imports` for code that may import none of `services` (by name or path). */
const noImportOf = (services) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: `^@arogya/(${services.join('|')})(/|$)`, message: ONLY_BY_NATS },
        {
          regex: `(^|/)(services/)?(${services.join('|')})/(src|dist)(/|$)`,
          message: ONLY_BY_NATS,
        },
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-test/**', '**/node_modules/**', 'var/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  // no module reaches itself through its package's relative imports (issue 27)
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { arogya },
    rules: { 'arogya/no-import-cycle': 'error' },
  },
  {
    files: ['storefront/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'scripts/**',
      'load-tests/**',
      '**/test/**',
      'services/catalog/scripts/**',
      'storefront/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // a service imports no other service; packages and the gateway import none
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: noImportOf(SERVICES.filter((s) => s !== service)),
  })),
  { files: ['packages/**/*.ts', 'gateway/**/*.ts'], rules: noImportOf(SERVICES) },
  prettier,
);
