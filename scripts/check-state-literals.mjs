/**
 * Fails the build on a state number written outside the machines and the contract (STYLE.md section 4,
 * Lifecycles): a state-like field (state, admin_check, issue_status, excluded_state, examState, ..._status)
 * compared with, set to, or filtered by a number literal in src/features, src/routes, src/components or
 * server. State codes are imported from src/machines, and questions such as "may this be edited" are
 * answered by state tags. Prints each hit as file:line and exits 1 when there is any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folders scanned (arguments replace them, for tests). */
const ROOTS = process.argv.length > 2 ? process.argv.slice(2) : ['src/features', 'src/routes', 'src/components', 'server'];
/** Migrations are generated SQL history, not code. */
const SKIP = [/^server\/db\/migrations\//, /\.gen\.ts$/];
const FIELD = String.raw`(?:\w*_state|\w*State|state|admin_check|\w*_status|status_code)`;
const NUM = String.raw`-?\d+`;

/** The forms a literal state takes, each with a name for the report. */
const PATTERNS = [
  ['comparison', new RegExp(String.raw`\b${FIELD}\s*(?:===|!==|==|!=|<=|>=|<|>)\s*${NUM}\b`)],
  ['comparison', new RegExp(String.raw`\b${NUM}\s*(?:===|!==|==|!=)\s*[\w.?!]*\b${FIELD}\b`)],
  ['object or query value', new RegExp(String.raw`\b${FIELD}\s*:\s*${NUM}\b(?!\s*[-~])`)],
  ['drizzle filter', new RegExp(String.raw`\b(?:eq|ne|gt|gte|lt|lte)\(\s*[\w.]*\b${FIELD}\s*,\s*${NUM}\s*\)`)],
  ['drizzle list', new RegExp(String.raw`\b(?:inArray|notInArray)\(\s*[\w.]*\b${FIELD}\s*,\s*\[\s*${NUM}`)],
  ['list includes', new RegExp(String.raw`\[\s*${NUM}(?:\s*,\s*${NUM})*\s*\]\s*\.includes\(\s*[\w.?!]*\b${FIELD}\b`)],
  ['SQL text', new RegExp(String.raw`\$\{[\w.]*\b${FIELD}\}\s*(?:=|<>|!=|in\s*\()\s*\(?${NUM}`, 'i')],
  ['switch case', new RegExp(String.raw`switch\s*\(\s*[\w.?!]*\b${FIELD}\s*\)[^]*?case\s+${NUM}\s*:`)],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name)) yield full;
  }
}

/** Comments are prose, not comparisons. */
const stripComments = (line) => line.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '').replace(/^\s*\*.*$/, '');

const hits = [];
for (const root of ROOTS) {
  for (const file of files(root)) {
    const rel = file.split(path.sep).join('/');
    if (SKIP.some((re) => re.test(rel))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = stripComments(line);
        for (const [kind, re] of PATTERNS) {
          if (re.test(code)) {
            hits.push(`${rel}:${i + 1}: ${kind}: ${line.trim()}`);
            break;
          }
        }
      });
  }
}

if (hits.length) {
  console.error(`State numbers outside src/machines and src/api (import the code, or ask a state tag):\n${hits.join('\n')}`);
  process.exit(1);
}
console.log('no literal state comparisons outside src/machines and src/api');
