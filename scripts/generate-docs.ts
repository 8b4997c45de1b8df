/**
 * Generated docs, read from the code itself: a Mermaid state diagram of every lifecycle machine
 * (docs/machines/), the permission table of every screen and API route and the record-level rules of every
 * area's policy (docs/permissions.md), the record-level summary in README.md's Permissions section
 * (between its `generated:record-permissions` markers) and the table of rate limits in its Rate limits section
 * (between its `generated:rate-limits` markers, from src/api/rate-limits.ts and the routes that name each limit).
 * `--check` fails when a committed file is not what the code says now (CI runs it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, type AnyStateNode } from 'xstate';
import { checkAccess, describeAccess, LEVEL_LABELS, LEVELS, type Access } from '../src/api/levels';
import { describeClause, levelReach, type ActionRule, type Resource } from '../src/api/policy';
import { ERROR_REPORTS_POLICY } from '../src/features/error-reports/error-reports.policy';
import { QUESTION_BANK_POLICY } from '../src/features/question-bank/question-bank.policy';
import { REVIEW_POLICY } from '../src/features/review/review.policy';
import { TEST_PAPERS_POLICY } from '../src/features/test-papers/test-papers.policy';
import { STAFF_POLICY } from '../src/features/staff/staff.policy';
import { CONSULTING_POLICY } from '../src/features/consulting/consulting.policy';
import { DIGITISE_POLICY } from '../src/features/digitise/digitise.policy';
import { STORE_POLICY } from '../src/features/store/store.policy';
import { LIFECYCLES, type LifecycleEntry } from '../src/machines';
import { RATE_LIMITS, windowText, type RateLimit } from '../src/api/rate-limits';
import { LOGIN_LIMITS } from '../src/features/auth/auth.rules';
import { ADMIN_SCREENS } from '../src/layout/screens';
import { ROUTES } from '../server/app';

const OUT = 'docs';
const id = (key: string) => `s_${key.replace(/[^A-Za-z0-9_]/g, '_')}`;

const guardText = (t: { guard?: unknown }) => (t.guard ? ` [${typeof t.guard === 'string' ? t.guard : 'guard'}]` : '');

/** The states and transitions of one compound node (a flat machine, or one region of a parallel one). */
function compound(node: AnyStateNode, label: (key: string) => string | undefined, prefix: string, indent: string): string[] {
  const sid = (key: string) => id(`${prefix}${key}`);
  const lines: string[] = [];
  for (const [key, child] of Object.entries(node.states) as Array<[string, AnyStateNode]>) {
    const name = label(key);
    lines.push(`${indent}state "${name ? `${key} ${name}` : key}" as ${sid(key)}`);
    if (child.type === 'final') lines.push(`${indent}${sid(key)} --> [*]`);
  }
  lines.push(`${indent}[*] --> ${sid(String(node.initial?.target?.[0]?.key ?? ''))}`);
  for (const [key, child] of Object.entries(node.states) as Array<[string, AnyStateNode]>) {
    for (const [event, transitions] of child.transitions) {
      for (const t of transitions) lines.push(`${indent}${sid(key)} --> ${sid(t.target?.[0]?.key ?? key)}: ${event}${guardText(t)}`);
    }
    for (const t of child.always ?? []) lines.push(`${indent}${sid(key)} --> ${sid(t.target?.[0]?.key ?? key)}: (자동)${guardText(t)}`);
  }
  return lines;
}

/** A Mermaid state diagram of a machine; the regions of a parallel machine are drawn side by side. */
function diagram(entry: LifecycleEntry): string {
  const root = entry.machine.root as AnyStateNode;
  if (root.type !== 'parallel') return ['stateDiagram-v2', ...compound(root, (key) => entry.labels?.[key], '', '  ')].join('\n');
  const regions = Object.entries(root.states) as Array<[string, AnyStateNode]>;
  const body = regions.flatMap(([region, node], i) => [
    ...(i ? ['    --'] : []),
    `    state "${region}" as ${id(region)} {`,
    ...compound(node, (key) => entry.labels?.[`${region}.${key}`], `${region}_`, '      '),
    '    }',
  ]);
  return ['stateDiagram-v2', `  state "${entry.machine.id}" as ${id(entry.machine.id)} {`, ...body, '  }'].join('\n');
}

/** A guard as text: a named guard by its name, `and`/`or` of parts, a state condition as `in {...}`. */
function guardExpression(g: unknown): string {
  if (typeof g === 'string') return g;
  const guard = g as { guards?: unknown[]; stateValue?: unknown; check?: { name?: string } };
  if (guard.stateValue !== undefined) return `in ${JSON.stringify(guard.stateValue)}`;
  if (guard.guards) {
    const parts = guard.guards.map(guardExpression);
    return parts.length > 1 ? `(${parts.join(guard.check === (and([]) as unknown as { check: unknown }).check ? ' ∧ ' : ' ∨ ')})` : parts[0] ?? '';
  }
  return 'guard';
}

/** The composed guards of a machine (a named guard made of others), so a diagram's `[name]` can be read. */
function guardLegend(entry: LifecycleEntry): string {
  const composed = Object.entries((entry.machine.implementations.guards ?? {}) as Record<string, { guards?: unknown; stateValue?: unknown }>).filter(([, g]) => g.guards || g.stateValue !== undefined);
  if (!composed.length) return '';
  return `\nGuards made of facts and states:\n\n${composed.map(([name, g]) => `- \`${name}\` = ${guardExpression(g).replace(/^\((.*)\)$/, '$1')}`).join('\n')}\n`;
}

const files = new Map<string, string>();
const index = ['# Lifecycle machines', '', 'Generated by `npm run docs` from `src/machines`; CI checks they are current.', ''];
for (const entry of LIFECYCLES) {
  const file = `${entry.name}.md`;
  files.set(`machines/${file}`, `# ${entry.title}\n\nMachine \`${entry.machine.id}\` in \`src/machines/${entry.name}.machine.ts\`.\n\n\`\`\`mermaid\n${diagram(entry)}\n\`\`\`\n${guardLegend(entry)}`);
  index.push(`- [${entry.title}](${file})`);
}
files.set('machines/README.md', `${index.join('\n')}\n`);

/** One row per screen or call: its rule and a mark for each level that passes it. */
function permissionRow(name: string, access: Access, confirmedEmail?: boolean): string {
  const marks = LEVELS.map((level) => (checkAccess(access, { realm: 'staff', level }) === 'allowed' ? '●' : ''));
  const customer = checkAccess(access, { realm: 'customer', level: 0 }) === 'allowed' ? '●' : '';
  return `| ${name} | ${describeAccess(access, confirmedEmail)} | ${marks.join(' | ')} | ${customer} |`;
}
const header = `| | 규칙 | ${LEVELS.map((l) => `${l} ${LEVEL_LABELS[l]}`).join(' | ')} | 고객 |\n|---|---|${LEVELS.map(() => ':-:').join('|')}|:-:|`;

/** Every area's record-level policy, in the order of the areas. */
const POLICIES = [QUESTION_BANK_POLICY, REVIEW_POLICY, ERROR_REPORTS_POLICY, DIGITISE_POLICY, TEST_PAPERS_POLICY, STAFF_POLICY, CONSULTING_POLICY, STORE_POLICY];
type AnyResource = Resource<unknown>;
type AnyRule = ActionRule<string, string>;
/** Every action of every policy: its area, its `resource.action` name, its resource and its rule. */
const ACTIONS = POLICIES.flatMap((p) =>
  Object.entries(p.resources as Record<string, AnyResource>).flatMap(([name, res]) => Object.entries(res.actions as Record<string, AnyRule>).map(([act, rule]) => ({ area: p.area, name: `${name}.${act}`, res, rule }))),
);
const escapeCell = (text: string) => text.replace(/\|/g, '\\|');
/** Who a rule admits: its clauses, any one of which suffices. */
const allowText = (res: AnyResource, rule: AnyRule) => rule.allow.map((c) => describeClause(res, c)).join(' <br>또는 ');
/** How a refusal answers: 404 when hidden, 409 when only the state stands in the way, else 403. */
function refusalText(res: AnyResource, rule: AnyRule): string {
  const parts: string[] = [];
  if (rule.hide) parts.push(`404: ${res.facts[rule.hide.fact].label}이면 레벨 ${rule.hide.belowLevel} 미만에게 없는 것으로`);
  if (!rule.allow.some((c) => c.minLevel === undefined && !c.relations?.length)) parts.push(`403: ${rule.denied}`);
  if (rule.allow.some((c) => c.facts?.length)) parts.push(`409: ${rule.stateDenied ?? rule.denied}`);
  return parts.join(' <br>');
}
/** A level's mark under a rule: ● on any record, ◐ only where a relation holds (assigned, author, own), blank never. */
const reachMark = (rule: AnyRule, level: number) => ({ any: '●', related: '◐', none: '' })[levelReach(rule, level)];
const recordHeader = `| 동작 | 설명 | 허용 (하나라도 맞으면) | ${LEVELS.map((l) => `${l}`).join(' | ')} | 거절 |\n|---|---|---|${LEVELS.map(() => ':-:').join('|')}|---|`;
function recordTables(): string[] {
  return POLICIES.flatMap((p) => [
    `### ${p.area} (\`src/features/${p.area}/${p.area}.policy.ts\`)`,
    '',
    recordHeader,
    ...ACTIONS.filter((a) => a.area === p.area).map(
      ({ name, res, rule }) => `| \`${name}\` (${res.label}) | ${escapeCell(rule.description)} | ${escapeCell(allowText(res, rule))} | ${LEVELS.map((l) => reachMark(rule, l)).join(' | ')} | ${escapeCell(refusalText(res, rule))} |`,
    ),
    '',
  ]);
}
files.set(
  'permissions.md',
  [
    '# Permissions',
    '',
    'Generated by `npm run docs` from `src/layout/screens.ts`, the route declarations (`server/app.ts` ROUTES) and the areas\' policies; CI checks it is current.',
    'Levels are ordered: a rule "레벨 N 이상" admits every staff level from N up. A customer token never passes a staff rule.',
    '',
    '## Admin screens',
    '',
    header,
    ...Object.entries(ADMIN_SCREENS).map(([p, s]) => permissionRow(`${s.title} \`${p}\``, s.access)),
    '',
    '## API calls',
    '',
    header,
    ...ROUTES.map((r) => permissionRow(`\`${r.call.method} ${r.call.path}\``, r.access, r.confirmedEmail)),
    '',
    '## Record-level rules',
    '',
    'Generated from each area\'s policy (`src/features/<area>/<area>.policy.ts`, written with `src/api/policy.ts`). A route first',
    'passes its route-level rule above; the service then loads the record the call names (404 when there is none) and asks',
    'the policy with `authorize(actor, action, record)`; the screens ask the same function to hide or disable. A refusal is',
    '403 when no clause admits the actor, 409 when a clause admits them but the record\'s state does not allow it now, and',
    '404 when the record is hidden from them (answered exactly as a missing one). State facts (입력 중, 분류 대기, 완료·제외 전)',
    'are the exam machine\'s state tags. Marks: ● on any record, ◐ only on records the actor is related to (assigned, author,',
    'own); facts and hiding are in the rule. A mark never opens a route the level cannot call. Records with no rule here',
    '(curriculum, school and textbook records, exam events, staging exams, samples; the auth and staff areas) follow their',
    'route-level rule alone.',
    '',
    ...recordTables(),
  ].join('\n'),
);

/** README.md carries generated blocks between these markers: the record-level summary and the rate limits. */
const README = 'README.md';
const marker = (name: string) => ({ start: `<!-- generated:${name} (npm run docs) -->`, end: `<!-- /generated:${name} -->` });

const recordBlock = [
  '| area | 동작 | 허용 (하나라도 맞으면) |',
  '|---|---|---|',
  ...ACTIONS.map(({ area, name, res, rule }) => `| ${area} | \`${name}\` ${escapeCell(rule.description)} | ${escapeCell(allowText(res, rule))}${rule.hide ? ` (${res.facts[rule.hide.fact].label}: 레벨 ${rule.hide.belowLevel} 미만에게 숨김)` : ''} |`),
];

/** The calls that name a limit in their route declaration (`limits` of defineRoute). */
const callsOf = (limit: RateLimit) => ROUTES.filter((r) => r.limits?.includes(limit)).map((r) => `\`${r.call.method} ${r.call.path}\``);
const unused = Object.entries(RATE_LIMITS).filter(([, limit]) => !callsOf(limit).length);
if (unused.length) {
  console.error(`rate limits no route names: ${unused.map(([key]) => key).join(', ')}`);
  process.exit(1);
}
const cell = (n: number | undefined) => (n === undefined ? '–' : String(n));
const rateLimitBlock = [
  '| limited | calls | per address | per account | per e-mail | window |',
  '|---|---|--:|--:|--:|---|',
  ...Object.values(RATE_LIMITS).map((l: RateLimit) => `| ${l.what} | ${callsOf(l).join('<br>')} | ${cell(l.per.address)} | ${cell(l.per.account)} | ${cell(l.per.email)} | ${windowText(l)} |`),
  `| 로그인 실패 (its own limiter: failures only, \`LOGIN_LIMITS\`) | \`POST /api/auth/login\` | ${LOGIN_LIMITS.perAddress} | ${LOGIN_LIMITS.perAccountAndAddress} per account at one address | – | ${LOGIN_LIMITS.windowMinutes}분 |`,
];

/** README.md with every generated block replaced; the name of a block whose markers are missing otherwise. */
function readmeWithBlocks(): { text: string } | { missing: string } {
  let text = readFileSync(README, 'utf8');
  for (const [name, lines] of [['record-permissions', recordBlock], ['rate-limits', rateLimitBlock]] as const) {
    const { start: open, end: close } = marker(name);
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start < 0 || end < start) return { missing: `${open} ... ${close}` };
    text = text.slice(0, start) + [open, ...lines, close].join('\n') + text.slice(end + close.length);
  }
  return { text };
}

const built = readmeWithBlocks();
if ('missing' in built) {
  console.error(`${README} has no ${built.missing} block`);
  process.exit(1);
}
const readme = built.text;
if (process.argv.includes('--check')) {
  const stale = [...files].filter(([f, text]) => !existsSync(path.join(OUT, f)) || readFileSync(path.join(OUT, f), 'utf8') !== text).map(([f]) => f);
  if (readFileSync(README, 'utf8') !== readme) stale.push(README);
  if (stale.length) {
    console.error(`generated docs out of date: ${stale.join(', ')} (run npm run docs)`);
    process.exit(1);
  }
  console.log(`generated docs current (${files.size} files)`);
} else {
  mkdirSync(path.join(OUT, 'machines'), { recursive: true });
  for (const [f, text] of files) writeFileSync(path.join(OUT, f), text);
  writeFileSync(README, readme);
  console.log(`wrote ${files.size} files to ${OUT}`);
}
