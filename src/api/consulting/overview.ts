/**
 * GET /api/v2/tar_univ/consulting?user_id= (spec section 7: "-> user_info and data"; section 3 "User consulting
 * data: user_info (school), data (consulting content)"): one student's consulting at a glance: who they are and
 * their school (from their latest application), and their chosen list, mock-exam sittings and applications.
 */
import { z } from 'zod';
import { defineCall } from '../http';
import { QueryIdSchema } from '../question-bank/common';
import { MyApplicationSchema } from './applications';
import { ChoiceListReplySchema } from './choices';
import { ExamListReplySchema } from './exams';

export const ConsultingOverviewQuerySchema = z.object({
  /** Whose consulting (the caller's own; another student's is 403). Absent: the caller. */
  user_id: QueryIdSchema.optional(),
});

export const ConsultingOverviewReplySchema = z.object({
  user_info: z.object({
    user_id: z.number().int(),
    name: z.string(),
    /** The school and grade of their latest application, or null before they applied. */
    school_name: z.string().nullable(),
    grade: z.number().int().nullable(),
  }),
  data: z.object({
    choices: ChoiceListReplySchema,
    exams: ExamListReplySchema,
    applications: z.array(MyApplicationSchema),
  }),
});
export type ConsultingOverviewReply = z.infer<typeof ConsultingOverviewReplySchema>;

export const consultingOverview = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting',
  area: 'consulting',
  summary: '학생의 컨설팅 정보 (학교, 지원 목록, 모의고사, 신청)',
  query: ConsultingOverviewQuerySchema,
  reply: ConsultingOverviewReplySchema,
});
