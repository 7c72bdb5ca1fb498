// ESLint for the site's code (npm run lint; npm test runs it): JavaScript's and typescript-eslint's recommended
// rules, the rules of hooks, and Docusaurus's own rules for theme code (links through Link, headings through Heading,
// translatable strings as literals). Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build*/**', '.docusaurus/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'static/**', 'bench/**']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // An argument or binding named with a leading underscore is unused on purpose (a rest sibling, a callback's slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // CommonJS files: loaders and workers that Node or the bundler requires.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
