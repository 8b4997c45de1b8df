/**
 * Alarms (spec section 3 "User info: alarm"; section 7 GET/PUT user/alarm; issue 8): a staff member's
 * notification setting and their in-app notifications of their own events (an exam returned to them, a
 * warning received, points given), with the unread count the admin header shows. With `alarm` off, new
 * notifications are still kept but the header shows no count.
 */
import { z } from 'zod';
import { defineCall, IdSchema } from '../http';

/** The kinds of notification. */
export const NOTIFICATION_KINDS = { exam_returned: '시험 반려', warning: '경고', point: '포인트', level: '권한 변경' } as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
/** How many recent notifications GET user/alarm returns. */
export const NOTIFICATION_PAGE = 30;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]),
  title: z.string(),
  body: z.string(),
  /** A screen of the admin workspace the notification leads to, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  create_time: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET user/alarm: the setting, the unread count and the latest notifications of the signed-in account. */
export const AlarmReplySchema = z.object({ alarm: z.boolean(), unread: z.number().int(), data_list: z.array(NotificationSchema) });
export const userAlarmGet = defineCall({ method: 'GET', path: '/api/v2/common/user/alarm', area: 'staff', summary: '알림 설정과 알림 목록', reply: AlarmReplySchema });

/** PUT user/alarm: turns notifications on or off, marks some (or all) as read. At least one field. */
export const AlarmBodySchema = z
  .object({
    alarm: z.boolean().optional(),
    read_ids: z.array(IdSchema).max(100).optional(),
    read_all: z.literal(true).optional(),
  })
  .refine((b) => b.alarm !== undefined || b.read_ids !== undefined || b.read_all !== undefined, { message: 'alarm, read_ids, read_all 중 하나가 필요합니다.', path: ['alarm'] });
export const userAlarmPut = defineCall({ method: 'PUT', path: '/api/v2/common/user/alarm', area: 'staff', summary: '알림 설정·읽음 표시', body: AlarmBodySchema, reply: z.object({ alarm: z.boolean(), unread: z.number().int() }) });
