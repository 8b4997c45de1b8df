/** The CI check on state numbers: it flags each literal form of a state comparison and leaves imported codes and tags alone. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/check-state-literals.mjs');

/** Runs the check on one file's text: its exit status and report. */
function check(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'state-literals-'));
  writeFileSync(path.join(dir, 'sample.ts'), text);
  try {
    return { status: 0, out: execFileSync('node', [SCRIPT, dir], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const err = e as { status: number; stderr: string };
    return { status: err.status, out: err.stderr };
  }
}

describe('check-state-literals', () => {
  it.each([
    'if (row.state === 4) return;',
    'const open = exam.admin_check !== 2;',
    'if (r.state == 0) x();',
    'const where = { state: 3 };',
    'db.select().where(inArray(examSubjects.state, [3, 4]));',
    'db.select().where(eq(examSubjects.excluded_state, 0));',
    'const ok = [3, 4].includes(row.state);',
    'sql`count(*) filter (where ${examSubjects.state} = 4)`;',
    'if (4 === row.state) return;',
    'if (report.issue_status !== 1) throw x;',
    "const tab = { label: '분류 대기', examState: 3 };",
  ])('flags %s', (line) => {
    const r = check(`${line}\n`);
    expect(r.status).toBe(1);
    expect(r.out).toContain('sample.ts:1');
  });

  it.each([
    'if (row.state === EXAM_SUBJECT_STATE.done.code) return;',
    "if (examHasTag(row, 'editable')) edit();",
    'const where = { state: S.waiting.code };',
    'db.select().where(inArray(examSubjects.state, entryCodesTagged("reviewed")));',
    '// a comment about state === 4 is prose',
    'const [state, setState] = useState(0);',
    'const step = { grade_id: 3, state: number };',
  ])('leaves %s', (line) => {
    expect(check(`${line}\n`).status).toBe(0);
  });
});
