/**
 * The import boundaries of .dependency-cruiser.cjs (run over the real tree by `npm run lint:deps` in
 * `npm test`) refuse what they are meant to: each case is a tiny tree written to a temporary folder and
 * cruised with the project's own rules.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type IReporterOutput } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[] };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes `files` (path -> source) under a fresh folder and returns the names of the rules they break. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'deps-'));
  dirs.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const result: IReporterOutput = await cruise(['src', 'server'].filter((d) => Object.keys(files).some((f) => f.startsWith(d + '/'))), {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
  });
  const output = result.output as { summary: { violations: Array<{ rule: { name: string } }> } };
  return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
}

describe('import boundaries', () => {
  it.each([
    ['a feature importing another feature', { 'src/features/review/a.ts': "import { x } from '../question-bank/b';\nexport const y = x;\n", 'src/features/question-bank/b.ts': 'export const x = 1;\n' }, ['no-feature-imports-another']],
    ['the contract importing a feature', { 'src/api/a.ts': "import { x } from '../features/review/b';\nexport const y = x;\n", 'src/features/review/b.ts': 'export const x = 1;\n' }, ['contract-is-pure']],
    ['a machine importing the contract', { 'src/machines/a.ts': "import { x } from '../api/b';\nexport const y = x;\n", 'src/api/b.ts': 'export const x = 1;\n' }, ['machines-are-pure']],
    ['two services importing each other', {
      'server/features/review/a.ts': "import { x } from './b';\nexport const y = 1;\nexport const z = x;\n",
      'server/features/review/b.ts': "import { y } from './a';\nexport const x = y;\n",
    }, ['no-circular']],
    ['a server area importing another', { 'server/features/review/a.ts': "import { x } from '../question-bank/b';\nexport const y = x;\n", 'server/features/question-bank/b.ts': 'export const x = 1;\n' }, ['no-server-feature-imports-another']],
    ['the web app importing the server', { 'src/features/review/a.ts': "import { x } from '../../../server/core/b';\nexport const y = x;\n", 'server/core/b.ts': 'export const x = 1;\n' }, ['browser-never-imports-server']],
  ])('refuses %s', async (_name, files, rules) => {
    expect(await violations(files)).toEqual(rules);
  }, 30_000);

  it('lets an area import its own files, the contract, the machines and shared components', async () => {
    expect(
      await violations({
        'src/features/review/a.ts': "import { x } from './b';\nimport { c } from '../../api/c';\nimport { m } from '../../machines/m';\nimport { u } from '../../components/u';\nexport const y = x + c + m + u;\n",
        'src/features/review/b.ts': 'export const x = 1;\n',
        'src/api/c.ts': 'export const c = 1;\n',
        'src/machines/m.ts': 'export const m = 1;\n',
        'src/components/u.ts': 'export const u = 1;\n',
      }),
    ).toEqual([]);
  }, 30_000);
});
