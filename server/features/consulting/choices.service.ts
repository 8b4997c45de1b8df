/**
 * Use cases of a student's chosen list by 군 (spec sections 4 "Consulting selection rules", 7 "Consulting";
 * issue 10 point 4): read it (the owner, or a consultant from level 4), toggle a major in a 군 with the rules'
 * toggleChosen (already chosen there: removed; otherwise added, refused with 409 once the 군 holds
 * CHOICE_LIMITS.perGun), and remove one choice by its id. Every read and write asks the consulting policy
 * about the student whose list it is; writes run in one transaction holding that student's list, so parallel
 * toggles are applied one after another and the limit holds.
 */
import type { z } from 'zod';
import { CHOICE_LIMITS, type ChoiceListQuerySchema, type ChoiceListReply, type ChoiceToggleBody, type ChoiceToggleReply } from '../../../src/api/consulting/choices';
import { ADMISSION_GROUP_CODES } from '../../../src/api/consulting/search';
import { gunLabel, toggleChosen } from '../../../src/features/consulting/consulting.rules';
import { CONSULTING_POLICY as policy } from '../../../src/features/consulting/consulting.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import * as repo from './choices.repository';

const MAJOR = '학과';
const CHOICE = '지원 목록의 학과';

/** The list as the wire gives it: the first CHOICE_LIMITS.list choices, the total, the counts per 군 and every (군, major) chosen. */
async function readList(db: DbOrTx, userId: number): Promise<ChoiceListReply> {
  // One after another: inside a transaction the three share one connection.
  const rows = await repo.listChoices(db, userId, CHOICE_LIMITS.list);
  const counted = await repo.countsOf(db, userId);
  const keys = await repo.choiceKeysOf(db, userId);
  const counts = Object.fromEntries(ADMISSION_GROUP_CODES.map((g) => [g, counted.find((c) => c.gun === g)?.n ?? 0])) as ChoiceListReply['counts'];
  return {
    data: rows.map((r) => ({ ...r, member_majors: r.member_majors ?? [], create_time: r.create_time.toISOString() })),
    total: counted.reduce((n, c) => n + c.n, 0),
    counts,
    chosen: keys.flatMap((k) => (k.major_id === null ? [] : [{ gun: k.gun, major_id: k.major_id }])),
  };
}

/** GET user/consulting: a student's list; `user_id` defaults to the caller and must be theirs (or the caller a consultant). */
export async function listChoices(deps: Deps, user: AuthUser, query: z.output<typeof ChoiceListQuerySchema>): Promise<ChoiceListReply> {
  const owner = query.user_id ?? user.uid;
  assertAllowed(policy.authorize(actorOf(user), 'student.read', { user_id: owner }));
  return readList(deps.db, owner);
}

/**
 * PUT user/consulting: toggles a major in a 군 of the caller's list. 404 naming body.major_id for a major the
 * list does not have; 409 naming body.gun when adding to a 군 that already holds CHOICE_LIMITS.perGun.
 */
export async function toggleChoice(deps: Deps, user: AuthUser, body: ChoiceToggleBody): Promise<ChoiceToggleReply> {
  assertAllowed(policy.authorize(actorOf(user), 'student.write', { user_id: user.uid }));
  return deps.db.transaction(async (tx) => {
    const major = await repo.findMajor(tx, body.major_id);
    if (!major) throw notFound(MAJOR, 'body.major_id');
    await repo.lockChoicesOf(tx, user.uid);
    const rows = await repo.choiceKeysOf(tx, user.uid);
    // The rules' toggle over the choices whose major still exists (a removed major can never be chosen again).
    const live = rows.flatMap((r) => (r.major_id === null ? [] : [{ id: r.id, type: r.gun, keyword_id: r.major_id }]));
    const next = toggleChosen(live, { id: 0, type: body.gun, keyword_id: body.major_id });
    const added = next.length > live.length;
    if (added) {
      if (rows.filter((r) => r.gun === body.gun).length >= CHOICE_LIMITS.perGun) {
        throw conflict(`${gunLabel(body.gun)}에는 최대 ${CHOICE_LIMITS.perGun}개까지 담을 수 있습니다. 다른 학과를 빼고 담으세요.`, 'body.gun');
      }
      await repo.insertChoice(tx, { user_id: user.uid, gun: body.gun, major_id: major.id, univ_name: major.univ_name, major_name: major.major_name, region: major.region, year: major.year });
    } else {
      const removed = live.find((c) => !next.includes(c))!;
      await repo.deleteChoice(tx, removed.id);
    }
    return { ...(await readList(tx, user.uid)), added };
  });
}

/** DELETE user/consulting/{id}: removes one choice (404 when missing, 403 when it is another student's). */
export async function removeChoice(deps: Deps, user: AuthUser, id: number): Promise<ChoiceListReply> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findChoice(tx, id);
    if (!row) throw notFound(CHOICE);
    assertAllowed(policy.authorize(actorOf(user), 'student.write', { user_id: row.user_id }));
    await repo.lockChoicesOf(tx, row.user_id);
    await repo.deleteChoice(tx, row.id);
    return readList(tx, row.user_id);
  });
}
