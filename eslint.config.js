import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** STYLE.md "Layering": imports flow one way. Each zone may not import from the listed folders. */
const layering = [
  { target: './src/schema', from: ['./src/providers', './src/lib', './src/components', './src/resources', './src/custom-screens', './src/app', './src/i18n', './server'], message: 'src/schema imports only zod and itself.' },
  { target: ['./src/providers', './src/lib', './src/components', './src/i18n'], from: ['./src/resources', './src/custom-screens', './src/app', './server'], message: 'providers, lib and components sit below resources, screens and app.' },
  { target: './src/resources', from: ['./src/custom-screens', './src/app', './server'], message: 'resources may not reach screens, app or server.' },
  { target: './src/custom-screens', from: ['./src/app', './server'], message: 'custom screens may not reach app or server.' },
  { target: './src/app', from: ['./server'], message: 'the web app never imports server code.' },
  { target: './src/public', from: ['./src/providers', './src/lib', './src/components', './src/resources', './src/custom-screens', './src/app', './src/i18n', './server'], message: 'a public page imports only src/schema and itself, none of the staff app.' },
  { target: './server', from: ['./src/providers', './src/lib', './src/components', './src/resources', './src/custom-screens', './src/app', './src/i18n'], message: 'the server imports only src/schema from src.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // no-cycle parses each imported file: it needs the TypeScript parser for .ts and .tsx.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The booking page's island: React, its own files and src/schema (types and pure functions), within 100 KB gzipped.
    files: ['src/public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@mui/*', '@emotion/*', '@refinedev/*', '@tanstack/*', 'i18next', 'react-i18next', 'dayjs', 'axios', 'zod'], message: 'A public page loads React and its own files only (docs/online-booking.md decision 8).' }] }],
    },
  },
  {
    // Custom screens never reach into a sibling screen's insides.
    files: ['src/custom-screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '!../*'], message: 'A custom screen imports only its own folder.' }] }],
    },
  },
);
