/**
 * Demo data of users, permissions and alarms (issue 8, point 2): a couple of warnings, points and notes on demo
 * accounts (level1@demo.local, level3@demo.local, student@demo.local), entries of their audit trail as the
 * permission page writes them, and a few notifications for level 1 so that the header's bell has something to
 * show. Written through the staff area's repository so that users.warning_point and users.point stay the sums
 * of their rows. Idempotent: nothing is written when any warning exists.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { LEVEL } from '../../../src/api/levels';
import { SUBJECT_TYPE } from '../../../src/api/codes';
import type { Db } from '../../core/db';
import { movePoints } from '../../shared/points';
import * as repo from '../../features/staff/users.repository';
import { notify } from '../../shared/notifications';
import { notifications, users, userWarnings } from '../schema';

const ACCOUNTS = ['level1@demo.local', 'level3@demo.local', 'student@demo.local', 'level5@demo.local', 'level10@demo.local'] as const;

/** Writes the demo warnings, points, notes, audit trail and notifications once. */
export async function seedStaffUsers(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(userWarnings);
  if (n > 0) return;
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...ACCOUNTS]));
  const id = Object.fromEntries(rows.map((r) => [r.email, r.id])) as Partial<Record<(typeof ACCOUNTS)[number], number>>;
  const [level1, level3, student, admin, master] = ACCOUNTS.map((email) => id[email]);
  if (!level1 || !level3 || !student || !admin || !master) return;

  await db.transaction(async (tx) => {
    await repo.insertHistory(tx, { user_id: level1, field: 'level', from_value: String(LEVEL.none), to_value: String(LEVEL.aiReview), changed_by: master });
    await repo.insertHistory(tx, { user_id: level3, field: 'level', from_value: String(LEVEL.none), to_value: String(LEVEL.reviewer), changed_by: master });
    await repo.setClassType(tx, level3, SUBJECT_TYPE.math.code);
    await repo.insertHistory(tx, { user_id: level3, field: 'class_type', from_value: null, to_value: String(SUBJECT_TYPE.math.code), changed_by: master });

    const warned = [
      { user_id: level1, warning_point: 2, reason: '입력 완료한 시험에서 정답 누락이 3건 발견되었습니다.', given_by: admin },
      { user_id: level3, warning_point: 1, reason: '검수 기한(3일)을 넘겼습니다.', given_by: admin },
    ];
    for (const w of warned) await repo.addWarning(tx, w);

    const given = [
      { user_id: level1, point: 500, reason: '6월 모의고사 입력 우수', given_by: admin },
      { user_id: student, point: 300, reason: '시험지 업로드 승인 보상', given_by: admin },
    ];
    for (const g of given) await movePoints(tx, g);

    await repo.insertNote(tx, { user_id: level1, note: '주말 작업 가능. 수학 입력 위주로 배정 요청.', written_by: admin });
    await repo.insertNote(tx, { user_id: student, note: '시험지 사진이 자주 흐림. 촬영 안내 메일 보냄.', written_by: admin });

    await notify(
      tx,
      { user_id: level1, kind: 'level', title: '권한이 변경되었습니다', body: '권한 없음에서 AI 검수(으)로 바뀌었습니다.', link: '/admin/dashboard' },
      { user_id: level1, kind: 'warning', title: '경고 2점을 받았습니다 (누적 2점)', body: warned[0].reason },
      { user_id: level1, kind: 'point', title: '포인트 500점을 받았습니다', body: given[0].reason },
    );
    // The level change is older than the rest: its owner has read it.
    await tx
      .update(notifications)
      .set({ read_at: new Date() })
      .where(and(eq(notifications.user_id, level1), eq(notifications.kind, 'level')));
  });
}
