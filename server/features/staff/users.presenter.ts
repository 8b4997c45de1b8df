/** The wire shapes of users, permissions and notifications (src/api/staff/users.ts, alarms.ts) from stored rows. */
import type { Notification } from '../../../src/api/staff/alarms';
import type { UserRow } from '../../../src/api/staff/users';
import type { notifications } from '../../db/schema';
import type { UserListRow } from './users.repository';
import { isoOrNull, isoTime } from '../../core/iso-time';


/** A user as the list and the detail show it. */
export const presentUser = (r: UserListRow): UserRow => ({
  id: r.id,
  realm: r.realm,
  email: r.email,
  name: r.name,
  level: r.level,
  class_type: r.class_type,
  customer_type: r.customer_type,
  alarm: r.alarm,
  warning_point: r.warning_point,
  point: r.point,
  out_at: isoOrNull(r.out_at),
  create_time: isoTime(r.created_at),
});

/** A staff member on the permission page, with their latest level or subject change. */
export const presentPermission = (r: UserListRow & { changed_at: Date | null; changed_by_name: string | null }) => ({
  ...presentUser(r),
  changed_at: isoOrNull(r.changed_at),
  changed_by_name: r.changed_by_name,
});

/** Rows with a stored time, with the time as ISO text. */
export const withIsoTime = <T extends { create_time: Date }>(rows: T[]): Array<Omit<T, 'create_time'> & { create_time: string }> =>
  rows.map((r) => ({ ...r, create_time: isoTime(r.create_time) }));

/** A notification as its owner sees it. */
export const presentNotification = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.read_at !== null,
  create_time: isoTime(n.create_time),
});
