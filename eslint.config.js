/**
 * ESLint has two jobs here, the two Biome has no rule for (Biome lints and formats the rest):
 * no regular expression in the server may take super-linear time on hostile input (a shop page,
 * a request body; docs/decisions/007), and imports keep to the layers (docs/architecture.md):
 * no web feature reaches into another's internals, the server's `http/` and `db/` know nothing
 * of the modules built on them, and no module reaches into another's routes or repositories.
 */
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    files: [
      'apps/server/src/**/*.ts',
      'packages/core/src/**/*.ts',
      'packages/extract/src/**/*.ts',
      // The browser extension reads addresses from pages it does not control.
      'apps/extension/src/**/*.ts',
    ],
    languageOptions: { parser: tsParser },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      // Stricter than the defaults: sticky patterns and pattern fragments (`.source`, `new
      // RegExp` pieces) are checked too, since either can end up scanning page text.
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
  ...webFeatureBoundary(),
  layer('apps/server/src/http', 'modules|services|app|mail'),
  layer('apps/server/src/db', 'modules|services|app|mail|http|config|errors'),
  ...moduleEdges(),
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

/**
 * A feature's files are its own: everyone else imports `features/<name>` (its index.ts) or a
 * stylesheet at its root. Inside a feature, its own files are reached with ./ and ../ paths
 * that never name a feature folder. A path can leave a feature without naming `features/`
 * (`../../lists/i18n` from `features/invitations/api/`), so each depth inside a feature gets
 * the pattern of its own number of `../`; one config per depth, because a later config's
 * `no-restricted-imports` replaces an earlier one's for the same file.
 */
function webFeatureBoundary() {
  const message = "Import a feature through its index.ts ('features/<name>').";
  const intoFeature = {
    // Anything below a named feature folder except a stylesheet at its root.
    regex: '(^|/)features/[a-z-]+/(?![a-z-]+\\.css$)',
    message,
  };
  const rule = (patterns) => ({
    languageOptions: { parser: tsParser },
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      // A lazy import() is an import too (no-restricted-imports reads only static ones).
      'no-restricted-syntax': [
        'error',
        ...patterns.map(({ regex }) => ({
          selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    },
  });
  const files = (depth) => `apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`;
  const inside = [0, 1, 2, 3].map((depth) => ({
    files: [files(depth)],
    ...rule([
      intoFeature,
      {
        // From `depth` folders below a feature's root, this many ../ reach features/.
        regex: `^(\\.\\./){${depth + 1}}[a-z-]+/(?![a-z-]+\\.css$)`,
        message,
      },
    ]),
  }));
  return [
    { files: ['apps/web/src/**/*.{ts,tsx}'], ...rule([intoFeature]) },
    // Shared code sits below the features and the app: shared → features → app.
    {
      files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}'],
      ...rule([
        intoFeature,
        {
          regex: '^(\\.\\./)+(features|app)(/|$)',
          message:
            'lib/ and components/ sit below the features and the app: pass in what they need.',
        },
      ]),
    },
    ...inside,
    // Deeper than any feature goes today: refuse, rather than leave a hole.
    {
      files: [files(4), `apps/web/src/features/*/*/*/*/*/**/*.{ts,tsx}`],
      ...rule([{ regex: '^\\.\\./', message: 'Too deep inside a feature: flatten it.' }]),
    },
  ];
}

/**
 * A server module's routes are registered by app.ts and its repositories wired by services.ts:
 * another module asks its services (or, for a read model, its own repository). Each depth
 * inside `modules/<name>/` gets the pattern of its own number of `../` to `modules/`.
 */
function moduleEdges() {
  return [0, 1].map((depth) => ({
    files: [`apps/server/src/modules/*/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    languageOptions: { parser: tsParser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}[a-z-]+/([a-z-]+/)*([a-z-]+-)?(routes|repository)\\.js$`,
              message: "Another module's routes and repositories are its own: use its service.",
            },
          ],
        },
      ],
    },
  }));
}
