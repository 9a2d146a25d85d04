/**
 * ESLint has one job here: no regular expression in the server may take super-linear time on
 * hostile input (a shop page, a request body). Biome is the linter and formatter for the rest;
 * it has no rule that analyses a pattern's worst case. See docs/decisions/007.
 */
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    files: ['apps/server/src/**/*.ts', 'packages/core/src/**/*.ts'],
    languageOptions: { parser: tsParser },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      // Stricter than the defaults: sticky patterns and pattern fragments (`.source`, `new
      // RegExp` pieces) are checked too, since either can end up scanning page text.
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
];
