/**
 * The checks `npm test` runs besides the tests (dependency rules, ESLint, Prettier) do fail on a
 * deliberate violation. The violations live in a temporary folder (dependency rules) or in text
 * linted in memory, never in the tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = path.resolve(__dirname, '..');
const depConfig = createRequire(__filename)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** A small tree with one file per case: `bad/...` files break a rule, `ok/...` files do not. */
const files: Record<string, string> = {
  'main/common/errors.ts': 'export class AppError extends Error {}\n',
  'main/common/ok-self.ts': "import { AppError } from './errors';\nexport const e = AppError;\n",
  'main/common/bad-api.ts': "import { op } from '../api/define';\nexport const x = op;\n",
  'main/api/define.ts': 'export const op = 1;\n',
  'main/api/bad-services.ts': "import { svc } from '../services/svc';\nexport const y = svc;\n",
  'main/api/ok-types.ts': "import type { Svc } from '../services/svc';\nexport type T = Svc;\n",
  'main/services/svc.ts': 'export const svc = 1;\nexport type Svc = number;\n',
  'main/engine/ok-common.ts': "import { AppError } from '../common/errors';\nexport const z = AppError;\n",
  'main/engine/bad-services.ts': "import { svc } from '../services/svc';\nexport const w = svc;\n",
  'main/games/g/bad-fs.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
  'main/games/g/bad-electron.ts': "import { app } from 'electron';\nexport const a = app;\n",
  'main/games/g/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'main/games/g/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'main/shell/index.ts': "import { app } from 'electron';\nexport const shell = app;\n",
  'main/web/server.ts': 'export const serve = 1;\n',
  'main/services/bad-host.ts': "import { serve } from '../web/server';\nexport const h = serve;\n",
  'main/web/connections.ts': 'export const limits = 1;\n',
  'main/lan/bad-host.ts': "import { serve } from '../web/server';\nexport const l = serve;\n",
  'main/lan/ok-limits.ts': "import { limits } from '../web/connections';\nexport const l = limits;\n",
  'main/cards/words.ts': 'export const words = 1;\n',
  'main/db/bad-catalog.ts': "import { words } from '../cards/words';\nexport const m = words;\n",
  'main/testing/helper.ts': 'export const helper = 1;\n',
  'main/cards/bad-helper.ts': "import { helper } from '../testing/helper';\nexport const c = helper;\n",
  'main/cards/ok-helper.test.ts': "import { helper } from '../testing/helper';\nexport const c = helper;\n",
  'renderer/ok-types.ts':
    "import type { Svc } from '../main/services/svc';\nimport { AppError } from '../main/common/errors';\nexport type U = Svc;\nexport const e = AppError;\n",
  'renderer/bad-main-code.ts': "import { svc } from '../main/services/svc';\nexport const v = svc;\n",
  'renderer/bad-node.ts': "import { readFileSync } from 'fs';\nexport const q = readFileSync;\n",
  'renderer/ok.test.ts': "import { svc } from '../main/services/svc';\nexport const t = svc;\n",
  'preload/bad-main-code.ts': "import { svc } from '../main/services/svc';\nexport const p = svc;\n",
  'main/games/vtes/rules/turn.ts': 'export const turn = 1;\n',
  'main/games/vtes/core/state.ts': 'export const state = 1;\n',
  'main/games/vtes/core/bad-up.ts': "import { turn } from '../rules/turn';\nexport const u = turn;\n",
  'main/games/vtes/rules/ok-down.ts': "import { state } from '../core/state';\nexport const d = state;\n",
  'main/games/vtes/module.ts': 'export const vtesModule = 1;\n',
  'main/games/vtes/data/bad-root.ts': "import { vtesModule } from '../module';\nexport const r = vtesModule;\n",
};

let dir: string;
let result: ICruiseResult;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitae-deps-'));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), text);
  }
  const out = await cruise(
    ['main', 'renderer', 'preload'],
    { ruleSet: { forbidden: depConfig.forbidden }, validate: true, tsPreCompilationDeps: true, baseDir: dir },
    { extensions: ['.ts', '.tsx', '.js'] },
  );
  result = out.output as ICruiseResult;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** "rule from-file" for every violation found. */
function violations(): string[] {
  return result.summary.violations.map((v) => `${v.rule.name} ${v.from}`).sort();
}

describe('dependency rules (.dependency-cruiser.cjs, the table of docs/architecture.md)', () => {
  it('flag every deliberate violation with the rule it breaks', () => {
    const v = violations();
    for (const expected of [
      'common-is-self-contained main/common/bad-api.ts',
      'api-declares-only main/api/bad-services.ts',
      'engine-and-games-are-pure main/engine/bad-services.ts',
      'engine-and-games-are-pure main/games/g/bad-fs.ts',
      'engine-and-games-are-pure main/games/g/bad-electron.ts',
      'only-shell-imports-electron main/games/g/bad-electron.ts',
      'nothing-imports-the-hosts main/services/bad-host.ts',
      'lan-borrows-only-request-hygiene main/lan/bad-host.ts',
      'storage-has-no-domain-code main/db/bad-catalog.ts',
      'only-tests-import-test-helpers main/cards/bad-helper.ts',
      'renderer-imports-types-from-main renderer/bad-main-code.ts',
      'renderer-no-node renderer/bad-node.ts',
      'preload-imports-types preload/bad-main-code.ts',
      'vtes-layer-core main/games/vtes/core/bad-up.ts',
      'vtes-layer-data main/games/vtes/data/bad-root.ts',
    ]) {
      expect(v).toContain(expected);
    }
    expect(v.some((x) => x.startsWith('no-circular main/games/g/cycle-'))).toBe(true);
  });

  it('let the allowed imports through: common inside itself, types from main, tests, the shell importing electron', () => {
    const flagged = new Set(result.summary.violations.map((x) => x.from));
    for (const ok of [
      'main/common/ok-self.ts',
      'main/api/ok-types.ts',
      'main/engine/ok-common.ts',
      'renderer/ok-types.ts',
      'renderer/ok.test.ts',
      'main/shell/index.ts',
      'main/cards/ok-helper.test.ts',
      'main/lan/ok-limits.ts',
      'main/games/vtes/rules/ok-down.ts',
    ]) {
      expect(flagged.has(ok), ok).toBe(false);
    }
  });
});

describe('ESLint (eslint.config.mjs)', () => {
  const eslint = new ESLint({ cwd: root });
  const errors = async (text: string, filePath: string) =>
    (await eslint.lintText(text, { filePath: path.join(root, filePath) }))[0].messages.map((m) => m.ruleId);

  it('reports an unused variable, a non-type import of a type, and a conditional hook', async () => {
    expect(await errors('const unused = 1;\nexport {};\n', 'main/engine/x.ts')).toContain('@typescript-eslint/no-unused-vars');
    expect(await errors("import { Decision } from './types';\nexport type D = Decision;\n", 'main/engine/x.ts')).toContain(
      '@typescript-eslint/consistent-type-imports',
    );
    const hook =
      "import { useState } from 'react';\nexport function C({ a }: { a: boolean }) {\n  if (a) useState(0);\n  return null;\n}\n";
    expect(await errors(hook, 'renderer/x.tsx')).toContain('react-hooks/rules-of-hooks');
  });

  it('accepts clean code', async () => {
    expect(await errors("import type { Decision } from './types';\nexport type D = Decision;\n", 'main/engine/x.ts')).toEqual([]);
  });
});

describe('Prettier (.prettierrc.json)', () => {
  it('finds an unformatted file and accepts its formatted version', async () => {
    const filepath = path.join(root, 'main/engine/x.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const bad = 'export const x = {a:1,\n  b : "two"}\n';
    expect(await prettier.check(bad, options)).toBe(false);
    expect(await prettier.check(await prettier.format(bad, options), options)).toBe(true);
    expect((await prettier.getFileInfo(filepath, { ignorePath: path.join(root, '.prettierignore') })).ignored).toBe(false);
  });
});
