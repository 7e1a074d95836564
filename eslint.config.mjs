// One lint configuration for the whole monorepo. Besides the usual rules it enforces the
// architecture's boundaries: shared -> remotes -> shell, and remotes never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['remote-public', 'remote-freelancer', 'remote-company', 'remote-admin'];

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(({ group, message }) => ({ group, message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '.tmp-e2e/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: dangerouslySetInnerHTML is not allowed (XSS).',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: ['@kaamyaab/remote-*', '@kaamyaab/shell', '**/remote-*/**', '**/shell/**'],
        message:
          'A remote imports only shared-ui, shared-api and libraries; link to other areas by URL.',
      },
    ]),
  })),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['axios', 'zustand', 'js-cookie', '@kaamyaab/*'],
        message: 'shared-ui knows React and styled-components only.',
      },
    ]),
  },
  {
    files: ['shared-api/src/contract/**/*.ts'],
    rules: restrict([
      {
        group: [
          'axios',
          'zustand',
          'js-cookie',
          'react',
          'react-dom',
          '@kaamyaab/*',
          '../client/*',
          '../session/*',
        ],
        message: 'The contract depends on zod only, so the server can import it.',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@kaamyaab/shared-api', '@kaamyaab/shared-ui', 'react', 'axios'].map((name) => ({
            name,
            message: 'The server imports only @kaamyaab/shared-api/contract from the front end.',
          })),
        },
      ],
    },
  },
);
