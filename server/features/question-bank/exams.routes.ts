/** Routes of exams and exam subjects (spec section 7, exam reads and writes; section 4 transitions). */
import * as calls from '../../../src/api/question-bank/exams';
import { LEVEL } from '../../../src/api/levels';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { labelOf } from '../../../src/machines/lifecycle';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as repo from './exams.repository';
import * as service from './exams.service';
import { sendXlsx } from '../../shared/xlsx';
import { EXAM_TYPE, labelFor, SUBJECT_TYPE } from '../../../src/api/codes';

const read = { minLevel: LEVEL.aiReview } as const;
const admin = { minLevel: LEVEL.adminExternal } as const;
const classifier = { minLevel: LEVEL.teacher } as const;

export const examRoutes: RouteDef[] = [
  defineRoute({ call: calls.examAll, access: read, handler: ({ deps, query }) => repo.listExams(deps.db, query, false) }),
  defineRoute({ call: calls.examAllTemp, access: admin, handler: ({ deps, query }) => repo.listExams(deps.db, query, true) }),
  defineRoute({ call: calls.examCreate, access: admin, handler: ({ deps, body }) => service.createExam(deps, body) }),
  defineRoute({ call: calls.examUpdate, access: admin, handler: ({ deps, body }) => service.updateExam(deps, body) }),
  defineRoute({
    call: calls.examDelete,
    access: admin,
    handler: async ({ deps, params }) => {
      await service.deleteExam(deps, params.id);
      return {};
    },
  }),
  defineRoute({
    call: calls.examCheck,
    access: read,
    handler: async ({ deps, query }) => {
      const exam = await repo.findExamByGradeAndDate(deps.db, query);
      return { exists: !!exam, exam };
    },
  }),
  defineRoute({
    call: calls.allSubjectExam,
    access: read,
    handler: ({ deps, user, query }) => service.subjectsOfExam(deps, user, query),
  }),

  defineRoute({ call: calls.examSubjectList, access: admin, handler: ({ deps, query }) => service.list(deps, query, 'all') }),
  defineRoute({
    call: calls.examSubjectListXlsx,
    access: admin,
    handler: async ({ deps, query, reply }) => {
      const rows = await repo.allExamSubjects(deps.db, query);
      return sendXlsx(reply, { ascii: 'exam-subjects.xlsx', korean: '시험과목목록.xlsx' }, [
        {
          name: '시험 과목',
          columns: [
            { header: '번호', key: 'id', width: 8 },
            { header: '시험명', key: 'name', width: 40 },
            { header: '종류', key: 'type', width: 16 },
            { header: '연도', key: 'year', width: 8 },
            { header: '학년', key: 'grade_id', width: 6 },
            { header: '과목', key: 'subject', width: 10 },
            { header: '상태', key: 'state', width: 12 },
            { header: '검수', key: 'admin_check', width: 12 },
            { header: '입력자', key: 'user_name', width: 14 },
            { header: '검수자', key: 'admin_name', width: 14 },
            { header: '문항 수', key: 'question_count', width: 8 },
            { header: '반려 횟수', key: 'return_count', width: 8 },
            { header: '수정일', key: 'update_time', width: 20 },
          ],
          rows: rows.map((r) => ({
            ...r,
            type: labelFor(EXAM_TYPE, r.type),
            subject: labelFor(SUBJECT_TYPE, r.subject_type_id),
            state: r.excluded_state ? '제외' : labelOf(EXAM_SUBJECT_STATE, r.state),
            admin_check: labelOf(ADMIN_CHECK, r.admin_check),
            update_time: r.update_time.replace('T', ' ').slice(0, 19),
          })),
        },
      ]);
    },
  }),
  defineRoute({ call: calls.examSubjectGet, access: read, handler: ({ deps, user, query }) => service.getExamSubject(deps, user, query.id) }),
  defineRoute({ call: calls.examSubjectCreate, access: admin, handler: ({ deps, user, body }) => service.createExamSubject(deps, user, body) }),
  defineRoute({ call: calls.examSubjectUpdate, access: admin, handler: ({ deps, user, body }) => service.updateExamSubject(deps, user, body) }),
  defineRoute({
    call: calls.examSubjectDelete,
    access: admin,
    handler: async ({ deps, user, params }) => {
      await service.deleteExamSubject(deps, user, params.id);
      return {};
    },
  }),
  defineRoute({ call: calls.examSubjectOriList, access: admin, handler: ({ deps, query }) => service.list(deps, query, 'ori') }),
  defineRoute({ call: calls.examSubjectPro, access: read, handler: ({ deps, query }) => repo.progress(deps.db, query) }),
  defineRoute({ call: calls.modifyExamSubject, access: admin, handler: ({ deps, user, body }) => service.modifyExamSubject(deps, user, body) }),
  defineRoute({ call: calls.examExclude, access: admin, handler: ({ deps, user, body }) => service.exclude(deps, user, body) }),
  defineRoute({ call: calls.examExcludeQuestion, access: admin, handler: ({ deps, user, body }) => service.excludeQuestion(deps, user, body) }),

  defineRoute({ call: calls.enterExam, access: read, handler: ({ deps, user, query }) => service.list(deps, query, 'enter', user.uid) }),
  defineRoute({ call: calls.enterExamUser, access: read, handler: ({ deps, user, query }) => service.userList(deps, user, query, 'enter') }),
  defineRoute({ call: calls.enterExamChange, access: read, handler: ({ deps, user, body }) => service.enterChange(deps, user, body) }),
  defineRoute({ call: calls.enterExamDone, access: read, handler: ({ deps, user, body }) => service.enterDone(deps, user, body.id) }),
  defineRoute({ call: calls.classExam, access: classifier, handler: ({ deps, user, query }) => service.list(deps, query, 'class', user.uid) }),
  defineRoute({ call: calls.classExamUser, access: classifier, handler: ({ deps, user, query }) => service.userList(deps, user, query, 'class') }),
  defineRoute({ call: calls.classExamAdminAnalysis, access: admin, handler: async ({ deps, query }) => ({ data_list: await repo.classAnalysis(deps.db, query) }) }),
  defineRoute({ call: calls.classExamTake, access: classifier, handler: ({ deps, user, body }) => service.classTake(deps, user, body.id) }),
  defineRoute({ call: calls.classExamDone, access: classifier, handler: ({ deps, user, body }) => service.classDone(deps, user, body.id) }),
] as RouteDef[];
