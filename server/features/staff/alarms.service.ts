/**
 * Use cases of alarms (spec section 7 GET/PUT user/alarm; issue 8): the signed-in staff member's notification
 * setting, unread count and latest notifications, and marking their own notifications read. Only the caller's
 * own notifications are ever read or changed; ids of others' are ignored. The unread count is the real one
 * whatever the setting: the header hides its badge while `alarm` is off.
 */
import type { z } from 'zod';
import { NOTIFICATION_PAGE, type AlarmBodySchema } from '../../../src/api/staff/alarms';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import * as repo from './alarms.repository';
import { presentNotification } from './users.presenter';

/** GET user/alarm: the setting, the unread count and the latest NOTIFICATION_PAGE notifications. */
export async function getAlarms(deps: Deps, user: AuthUser) {
  const [alarm, unread, rows] = await Promise.all([repo.alarmOf(deps.db, user.uid), repo.unreadCount(deps.db, user.uid), repo.latestNotifications(deps.db, user.uid, NOTIFICATION_PAGE)]);
  return { alarm, unread, data_list: rows.map(presentNotification) };
}

/** PUT user/alarm: sets the setting and/or marks notifications read (some, or all); answers the new setting and unread count. */
export function putAlarms(deps: Deps, user: AuthUser, body: z.output<typeof AlarmBodySchema>) {
  return deps.db.transaction(async (tx) => {
    if (body.alarm !== undefined) await repo.setAlarm(tx, user.uid, body.alarm);
    if (body.read_all) await repo.markRead(tx, user.uid, 'all');
    else if (body.read_ids) await repo.markRead(tx, user.uid, body.read_ids);
    const [alarm, unread] = await Promise.all([repo.alarmOf(tx, user.uid), repo.unreadCount(tx, user.uid)]);
    return { alarm, unread };
  });
}
