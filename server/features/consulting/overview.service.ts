/**
 * GET consulting (spec section 7): one student's consulting at a glance, put together from the area's own use
 * cases, each of which checks the consulting policy for the student asked about (403 for another's).
 */
import type { z } from 'zod';
import type { ConsultingOverviewQuerySchema, ConsultingOverviewReply } from '../../../src/api/consulting/overview';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { myApplications } from './applications.service';
import { listChoices } from './choices.service';
import { listExams } from './exams.service';

/** The student's school (latest application), chosen list, sittings and applications. */
export async function consultingOverview(deps: Deps, user: AuthUser, query: z.output<typeof ConsultingOverviewQuerySchema>): Promise<ConsultingOverviewReply> {
  const userId = query.user_id ?? user.uid;
  const choices = await listChoices(deps, user, { user_id: userId });
  const exams = await listExams(deps, user, { user_id: userId });
  const applications = userId === user.uid ? (await myApplications(deps, user)).data_list : [];
  const latest = applications[0];
  return {
    user_info: { user_id: userId, name: userId === user.uid ? user.name : '', school_name: latest?.school_name ?? null, grade: latest?.grade ?? null },
    data: { choices, exams, applications },
  };
}
