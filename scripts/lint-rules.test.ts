import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rules ESLint reports for `code` as if it were the file at `filePath` (from the root). */
async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the web feature boundary (eslint.config.js)', () => {
  it("refuses an import of another feature's internals, from a feature or from the app", async () => {
    expect(
      await rulesBroken(
        "import { listKey } from '../../lists/api/get-list';\nexport const key = listKey;\n",
        'apps/web/src/features/invitations/api/probe.ts',
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesBroken(
        "import { ItemCard } from '../../features/lists/components/item-card';\nexport { ItemCard };\n",
        'apps/web/src/app/routes/probe.tsx',
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('refuses any file of a feature past its index, at any depth, named or reached by ../', async () => {
    const refused = [
      // What the routes did before: a translator file past the auth feature's index.
      [
        "import { accountT } from '../../features/auth/account-i18n';",
        'apps/web/src/app/routes/p.tsx',
      ],
      ["import { reset } from '../features/offline/use-connection';", 'apps/web/src/test/setup.ts'],
      ["import { t } from '../../features/lists/i18n';", 'apps/web/src/lib/i18n/p.test.ts'],
      ["import { t } from '../lists/i18n';", 'apps/web/src/features/invitations/p.ts'],
      ["import { t } from '../../lists/i18n';", 'apps/web/src/features/invitations/api/p.ts'],
      [
        "import { en } from '../../../lists/locales/en';",
        'apps/web/src/features/auth/locales/account/p.ts',
      ],
      ["import { x } from '../../../../../lists';", 'apps/web/src/features/a/b/c/d/e/p.ts'],
      // Shared code imports no feature, not even through its index, and not the app.
      ["import { t } from '../../features/lists';", 'apps/web/src/components/ui/p.tsx'],
      ["import { router } from '../app/router';", 'apps/web/src/lib/p.ts'],
    ];
    for (const [code, file] of refused)
      expect(await rulesBroken(`${code}\nexport { };\n`, file!)).toEqual(['no-restricted-imports']);
  });

  it("refuses a lazy import() of a feature's file past its index, and allows its index", async () => {
    const lazy = (path: string) => `export const load = () => import('${path}');\n`;
    expect(
      await rulesBroken(lazy('../../features/auth/account-i18n'), 'apps/web/src/app/routes/p.tsx'),
    ).toEqual(['no-restricted-syntax']);
    expect(
      await rulesBroken(lazy('../../lists/i18n'), 'apps/web/src/features/invitations/api/p.ts'),
    ).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken(lazy('../../features/auth'), 'apps/web/src/app/routes/p.tsx')).toEqual(
      [],
    );
  });

  it("allows a feature's index, its root stylesheet and a feature's own files", async () => {
    const allowed = [
      ["import { listKey } from '../../lists';", 'apps/web/src/features/invitations/api/probe.ts'],
      ["import { ListCard } from '../../features/lists';", 'apps/web/src/app/routes/probe.tsx'],
      ["import '../../features/lists/lists.css';", 'apps/web/src/app/routes/probe.tsx'],
      [
        "import { listKey } from '../api/get-list';",
        'apps/web/src/features/lists/components/p.tsx',
      ],
      ["import { Alert } from '../../../components/ui/alert';", 'apps/web/src/features/lists/p.ts'],
      ["import { listKey } from '../lists';", 'apps/web/src/features/invitations/p.ts'],
      ["import { t } from '../i18n';", 'apps/web/src/features/invitations/api/p.ts'],
      ["import { api } from '../../lib/api-client';", 'apps/web/src/features/lists/p.ts'],
    ];
    for (const [code, file] of allowed) expect(await rulesBroken(`${code}\n`, file!)).toEqual([]);
  });
});

describe("the server's layers (eslint.config.js)", () => {
  it('refuses db/ importing the server config and http/ importing a module', async () => {
    const refused = [
      ["import { loadConfig } from '../config.js';", 'apps/server/src/db/probe.ts'],
      ["import { AppError } from '../../errors.js';", 'apps/server/src/db/migrations/probe.ts'],
      ["import { Caller } from '../modules/auth/caller.js';", 'apps/server/src/http/probe.ts'],
    ];
    for (const [code, file] of refused) {
      expect(await rulesBroken(`${code}\nexport { };\n`, file!)).toEqual(['no-restricted-imports']);
    }
    const allowed = "import { badRequest } from '../errors.js';\nexport { badRequest };\n";
    expect(await rulesBroken(allowed, 'apps/server/src/http/probe.ts')).toEqual([]);
  });
});

describe("the server's module edges (eslint.config.js)", () => {
  it("refuses a module importing another's routes or repositories, and allows its own", async () => {
    const refused = [
      // What the invitation's join and the live routes did before.
      [
        "import type { UserRepository } from '../auth/repository.js';",
        'apps/server/src/modules/invitations/p.ts',
      ],
      ["import { listParams } from '../lists/routes.js';", 'apps/server/src/modules/live/p.ts'],
      ["import { X } from '../lists/claim-repository.js';", 'apps/server/src/modules/live/p.ts'],
      ["import { X } from '../../lists/repository.js';", 'apps/server/src/modules/auth/oidc/p.ts'],
    ];
    for (const [code, file] of refused)
      expect(await rulesBroken(`${code}\nexport { };\n`, file!)).toEqual(['no-restricted-imports']);
    const allowed = [
      ["import { X } from './repository.js';", 'apps/server/src/modules/lists/p.ts'],
      ["import { X } from '../repository.js';", 'apps/server/src/modules/auth/oidc/p.ts'],
      [
        "import { X } from '../api-tokens/repository.js';",
        'apps/server/src/modules/auth/oidc/p.ts',
      ],
      ["import { X } from '../auth/service.js';", 'apps/server/src/modules/invitations/p.ts'],
    ];
    for (const [code, file] of allowed)
      expect(await rulesBroken(`${code}\nexport { };\n`, file!)).toEqual([]);
  });
});

describe('regular expressions in the server and the extractor (eslint.config.js)', () => {
  it('refuses a pattern that backtracks super-linearly', async () => {
    const broken = await rulesBroken(
      'export const slow = /(a+)+b/;\n',
      'packages/extract/src/probe.ts',
    );
    expect(broken).toContain('regexp/no-super-linear-backtracking');
  });
});
