/**
 * The language of record-level rules (STYLE section 4, Permissions): who may do what to which record.
 * Route-level access (levels.ts `Access`) says who may call a route at all; a policy says, for the record
 * the route loads, whether this actor may act on it. Each area declares its rules once in
 * `src/features/<area>/<area>.policy.ts` with `definePolicy`; the server services and the screens call its
 * `authorize(actor, action, record)`, and `npm run docs` prints the same declarations as the record-level
 * table of docs/permissions.md, so the table is never smaller than the truth.
 *
 * A rule is a list of clauses, any one of which admits the actor. A clause names a lowest level, relations
 * of the actor to the record (the assigned enterer, the comment's author...) and facts about the record
 * (state tags such as "being entered"). A refusal says why, and the server answers accordingly:
 * - `forbidden` (403): no clause admits the actor;
 * - `state` (409): a clause admits the actor, but the record's state does not allow it now;
 * - `hidden` (404): the record is hidden from the actor (e.g. a reported question below the master),
 *   answered exactly as a missing record so that its existence does not leak.
 */
import type { Level } from './levels';

/** Who is acting: the signed-in staff member's id and level. */
export interface Actor {
  uid: number;
  level: number;
}

/** Why an action is refused (see the file comment for the status each maps to). */
export type Denial = 'forbidden' | 'state' | 'hidden';

/** The answer of `authorize`: allowed, or refused with a reason to show (and, when hidden, the record's name). */
export type Decision = { ok: true } | { ok: false; denial: Denial; reason: string; record?: string };

/** A relation of the actor to a record, with its Korean name for the docs. */
export interface Relation<R> {
  label: string;
  test: (actor: Actor, record: R) => boolean;
}

/** A fact about a record (a state tag, a flag), with its Korean name for the docs. */
export interface Fact<R> {
  label: string;
  test: (record: R) => boolean;
}

/** One way to be allowed: every condition given must hold. An empty clause admits whoever the route admits. */
export interface Clause<Rel extends string, F extends string> {
  minLevel?: Level;
  relations?: readonly Rel[];
  facts?: readonly F[];
}

/** The rule of one action. */
export interface ActionRule<Rel extends string, F extends string> {
  /** What the action is, in Korean (the docs' description column). */
  description: string;
  /** Any one clause admits the actor. */
  allow: readonly Clause<Rel, F>[];
  /** The message when no clause admits the actor (403). */
  denied: string;
  /** The message when a clause admits the actor but its facts do not hold (409); `denied` when absent. */
  stateDenied?: string;
  /** Hides the record (404, as if missing) from actors below a level while a fact holds. */
  hide?: { fact: F; belowLevel: Level; record: string };
}

/** The relations, facts and actions of one kind of record. */
export interface Resource<R, Rel extends string = string, F extends string = string, A extends string = string> {
  /** The record's Korean name. */
  label: string;
  relations: { [K in Rel]: Relation<R> };
  facts: { [K in F]: Fact<R> };
  actions: { [K in A]: ActionRule<NoInfer<Rel>, NoInfer<F>> };
}

/**
 * Declares one kind of record: `resource<SubjectRecord>()({ label, relations, facts, actions })`. The two
 * calls let the record type be given while the names of relations, facts and actions are inferred.
 */
export const resource =
  <R>() =>
  <Rel extends string, F extends string, A extends string>(def: Resource<R, Rel, F, A>): Resource<R, Rel, F, A> =>
    def;

type AnyResource = Resource<any, string, string, string>;
type Resources = Record<string, AnyResource>;
type ActionsOf<T> = T extends Resource<infer _R, infer _Rel, infer _F, infer A> ? A : never;
/** `resource.action` names of a policy, e.g. `subject.read`. */
export type ActionName<P extends Resources> = { [K in keyof P & string]: `${K}.${ActionsOf<P[K]> & string}` }[keyof P & string];
/** The record type an action takes. */
export type RecordOf<P extends Resources, N extends string> = N extends `${infer K}.${string}` ? (P[K] extends Resource<infer R, infer _Rel, infer _F, infer _A> ? R : never) : never;

const deny = (denial: Denial, reason: string, record?: string): Decision => ({ ok: false, denial, reason, ...(record ? { record } : {}) });

/** Applies one rule to one record: the hide gate first, then the clauses (see the file comment). */
function decide<R>(res: Resource<R>, rule: ActionRule<string, string>, actor: Actor, record: R): Decision {
  if (rule.hide && actor.level < rule.hide.belowLevel && res.facts[rule.hide.fact].test(record)) {
    return deny('hidden', `${rule.hide.record}을(를) 찾을 수 없습니다.`, rule.hide.record);
  }
  let admitted = false;
  for (const clause of rule.allow) {
    if (clause.minLevel !== undefined && actor.level < clause.minLevel) continue;
    if (!(clause.relations ?? []).every((r) => res.relations[r].test(actor, record))) continue;
    admitted = true;
    if ((clause.facts ?? []).every((f) => res.facts[f].test(record))) return { ok: true };
  }
  return admitted ? deny('state', rule.stateDenied ?? rule.denied) : deny('forbidden', rule.denied);
}

/** One area's policy: its declarations (read by the docs) and `authorize`. */
export interface Policy<P extends Resources> {
  /** The area name, as in src/features/<area>. */
  area: string;
  resources: P;
  /** Whether `actor` may do `action` to `record`; a refusal carries the reason. */
  authorize<N extends ActionName<P>>(actor: Actor, action: N, record: RecordOf<P, N>): Decision;
  /** `authorize` as a yes or no, for screens that only hide or disable. */
  allows<N extends ActionName<P>>(actor: Actor, action: N, record: RecordOf<P, N>): boolean;
}

/** Declares an area's policy over its kinds of record. */
export function definePolicy<P extends Resources>(area: string, resources: P): Policy<P> {
  const authorize = <N extends ActionName<P>>(actor: Actor, action: N, record: RecordOf<P, N>): Decision => {
    const [name, act] = action.split('.') as [string, string];
    const res = resources[name];
    const rule = res?.actions[act];
    if (!rule) throw new Error(`${area} policy has no action ${action}`);
    return decide(res, rule, actor, record);
  };
  return { area, resources, authorize, allows: (actor, action, record) => authorize(actor, action, record).ok };
}

/** Allowed when any of several records allows it (e.g. a file shared by several exams); else the first refusal. */
export function anyAllowed(decisions: Decision[]): Decision {
  return decisions.find((d) => d.ok) ?? decisions[0] ?? deny('forbidden', '권한이 없습니다.');
}

// ---- Descriptions for the docs ----

/** A clause in Korean, e.g. "레벨 4 이상 · 완료·제외 전". */
export function describeClause(res: AnyResource, clause: Clause<string, string>): string {
  const parts = [
    ...(clause.minLevel !== undefined ? [`레벨 ${clause.minLevel} 이상`] : []),
    ...(clause.relations ?? []).map((r) => res.relations[r].label),
    ...(clause.facts ?? []).map((f) => res.facts[f].label),
  ];
  return parts.length ? parts.join(' · ') : '라우트가 허용한 누구나';
}

/**
 * How a level fares under a rule, ignoring facts: `any` when a clause admits it whoever owns the record,
 * `related` when only clauses with a relation (assigned, author) do, `none` otherwise.
 */
export function levelReach(rule: ActionRule<string, string>, level: number): 'any' | 'related' | 'none' {
  const fits = rule.allow.filter((c) => c.minLevel === undefined || level >= c.minLevel);
  if (fits.some((c) => !c.relations?.length)) return 'any';
  return fits.length ? 'related' : 'none';
}
