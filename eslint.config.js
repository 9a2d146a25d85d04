/**
 * ESLint has two jobs here, the two Biome has no rule for (Biome lints and formats the rest):
 * no regular expression in the server may take super-linear time on hostile input (a shop page,
 * a request body; docs/decisions/007), and imports keep to the layers (docs/architecture.md):
 * no web feature reaches into another's internals, and the server's `http/` and `db/` know
 * nothing of the modules built on them.
 */
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    files: ['apps/server/src/**/*.ts', 'packages/core/src/**/*.ts', 'packages/extract/src/**/*.ts'],
    languageOptions: { parser: tsParser },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      // Stricter than the defaults: sticky patterns and pattern fragments (`.source`, `new
      // RegExp` pieces) are checked too, since either can end up scanning page text.
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser },
    rules: {
      // A feature's api/ and components/ are its own: everyone else imports `features/<name>`
      // (its index.ts) or a stylesheet at its root. Inside a feature, its own files are reached
      // with ./ and ../ paths that never name a feature folder.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)[a-z-]+/(api|components)/',
              message: "Import another feature through its index.ts ('features/<name>').",
            },
          ],
        },
      ],
    },
  },
  layer('apps/server/src/http', 'modules|services|app|mail'),
  layer('apps/server/src/db', 'modules|services|app|mail|http|config|errors'),
];

/** Files under `folder` may not import the server's top-level `above` (a `|`-list of names). */
function layer(folder, above) {
  return {
    files: [`${folder}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    languageOptions: { parser: tsParser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${above})(/|\\.js$)`,
              message: `${folder} sits below ${above.replaceAll('|', ', ')}: pass in what it needs.`,
            },
          ],
        },
      ],
    },
  };
}
