/**
 * The guided review of one exam (/exam/admin-exam-review/examReview?id=): the exam with its state badges and
 * return count, the reviewer actions driven by the admin_check machine, every question typeset with its
 * return mark, and beside them the marked questions and the exam's audit timeline. The review screen machine
 * (review-screen.machine.ts) holds the exam machine's snapshot of the stored exam, asks for reasons and sends
 * the events; after each one the exam is refetched and the machine synced.
 */
import { Alert, Anchor, Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../api/client';
import type { ExamSubject } from '../../../api/question-bank/exams';
import type { Question } from '../../../api/question-bank/questions';
import { EXAM_SUBJECT_STATE } from '../../../machines/exam-subject.machine';
import { examSnapshotOf, type ExamValue } from '../../../machines/exam.machine';
import { REJECTION_STATE, rejectionLabel } from '../../../machines/rejection.machine';
import { StateBadges } from '../../../components/exam/StateBadges';
import { useReviewScreen } from '../hooks/use-review-screen';
import { formatDateTime, REVIEW_TABS } from '../review.rules';
import { ExamTimeline } from './ExamTimeline';
import { examSubjectAccess } from '../../../api/exam-subject-access';
import type { Actor } from '../../../api/policy';
import { REVIEW_POLICY } from '../review.policy';
import { MidEntryReviewBar } from './MidEntryReviewBar';
import { ReviewActionBar } from './ReviewActionBar';
import { ReviewQuestionList } from './ReviewQuestionList';
import { EXAM_TYPE, labelFor, SEMESTER, SUBJECT_TYPE } from '../../../api/codes';
import { examSubjectOptions, questionsOptions } from '../../../components/exam/exam-queries';

export function ExamReviewScreen({ examSubjectId, actor }: { examSubjectId: number; actor: Actor }) {
  const exam = useQuery(examSubjectOptions(examSubjectId));
  const questions = useQuery(questionsOptions(examSubjectId));
  const error = exam.error ?? questions.error;
  /** Back to the reviewer list tab the exam is in. */
  const tab = REVIEW_TABS.find((t) => t.code === exam.data?.data.admin_check)?.code;
  return (
    <Stack gap="sm">
      <Anchor renderRoot={(props) => <Link {...props} to="/admin/my-workspace/question-review" search={tab ? { admin_check: tab } : {}} />} size="sm">
        ← 검수 목록으로
      </Anchor>
      {error ? (
        <Alert color="red" title={error instanceof ApiError && error.status === 404 ? '시험을 찾을 수 없습니다' : '불러오지 못했습니다'} role="alert">
          {error.message}
        </Alert>
      ) : !exam.data || !questions.data ? (
        <Stack gap="sm" aria-label="불러오는 중">
          <Skeleton h={90} />
          <Skeleton h={48} />
          <Skeleton h={220} />
        </Stack>
      ) : (
        <ReviewBody
          key={`${exam.data.data.admin_check}-${exam.data.data.state}`}
          exam={exam.data.data}
          incomplete={exam.data.incomplete}
          questions={questions.data.data_list}
          heads={questions.data.heads}
          actor={actor}
        />
      )}
    </Stack>
  );
}

interface ReviewBodyProps {
  exam: ExamSubject;
  incomplete: Array<{ id: number; question_index: number; missing: string[] }>;
  questions: Question[];
  heads: Array<{ id: number; content: string; start_index: number; end_index: number }>;
  /** The signed-in staff member: the review policy decides what they may do to this exam. */
  actor: Actor;
}

function ReviewBody({ exam, incomplete, questions, heads, actor }: ReviewBodyProps) {
  const record = examSubjectAccess(exam);
  const mayReview = REVIEW_POLICY.allows(actor, 'exam.review', record);
  const review = useReviewScreen({ exam, questions, facts: { adminActions: REVIEW_POLICY.allows(actor, 'exam.adminAction', record), complete: incomplete.length === 0 } });
  /** Marks change while the exam machine takes them (the exam is under review), by whoever may return its questions. */
  const first = questions[0];
  const canMark = !!first && review.can({ type: 'MARK_RETURN', questionIds: [String(first.id)], target: `question-${first.id}` }) && REVIEW_POLICY.allows(actor, 'exam.returnQuestions', record);
  const returned = questions.filter((q) => q.returned).sort((a, b) => a.question_index - b.question_index);
  const rejection = (examSnapshotOf(exam, Object.fromEntries(returned.map((q) => [String(q.id), q.return_done]))).value as ExamValue).rejection;

  return (
    <Stack gap="sm">
      <ExamHeader exam={exam} />
      {incomplete.length > 0 && (
        <Alert color="orange" title={`미완성 문항 ${incomplete.length}개`} p="xs">
          <Text size="sm">{incomplete.map((i) => `${i.question_index}번(${i.missing.join(', ')})`).join(' · ')}</Text>
        </Alert>
      )}
      {(rejection === REJECTION_STATE.fixing.value || rejection === REJECTION_STATE.ready.value) && <RejectionProgress returned={returned} rejection={rejection} />}
      {exam.state === EXAM_SUBJECT_STATE.underReview.code ? (
        <MidEntryReviewBar exam={exam} mayReview={mayReview} review={review} />
      ) : (
        <ReviewActionBar exam={exam} returned={returned} mayReview={mayReview} adminActions={REVIEW_POLICY.allows(actor, 'exam.adminAction', record)} review={review} />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ReviewQuestionList questions={questions} heads={heads} canMark={canMark} review={review} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 56px) + 12px)' }}>
            <Paper withBorder p="sm">
              <Title order={3} size="h6" mb={6}>
                반려 표시 ({returned.length})
              </Title>
              {returned.length === 0 ? (
                <Text size="sm" c="dimmed">
                  반려 표시된 문항이 없습니다.
                </Text>
              ) : (
                <Stack gap={4}>
                  {returned.map((q) => (
                    <UnstyledButton
                      key={q.id}
                      onClick={() => {
                        const el = document.getElementById(`review-q-${q.question_index}`);
                        el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                        el?.focus({ preventScroll: true });
                      }}
                    >
                      <Text size="sm">
                        <Text span fw={600} c="red.7">
                          {q.question_index}번
                        </Text>{' '}
                        {q.return_reason ?? '(사유 없음)'}
                        {q.return_done && (
                          <Badge ml={4} size="xs" color="teal">
                            수정 완료
                          </Badge>
                        )}
                      </Text>
                    </UnstyledButton>
                  ))}
                </Stack>
              )}
            </Paper>
            <Paper withBorder p="sm">
              <Title order={3} size="h6" mb="xs">
                처리 이력
              </Title>
              <ExamTimeline examSubjectId={exam.id} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ExamHeader({ exam }: { exam: ExamSubject }) {
  const meta = [
    labelFor(EXAM_TYPE, exam.type),
    `${exam.year}년`,
    `${exam.grade_id}학년`,
    labelFor(SUBJECT_TYPE, exam.subject_type_id),
    exam.semester ? labelFor(SEMESTER, exam.semester) : null,
    exam.subject_code_name || null,
  ].filter(Boolean);
  return (
    <Paper withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            {exam.name}
          </Title>
          <Group gap={6}>
            <StateBadges {...exam} />
            <Badge color={exam.return_count > 0 ? 'red' : 'gray'} variant="light">
              반려 {exam.return_count}회
            </Badge>
            <Badge color="gray" variant="light">
              문항 {exam.question_count}개
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {meta.join(' · ')}
        </Text>
        <Text size="sm">
          입력자 {exam.user_name ?? '-'} · 검수자 {exam.admin_name ?? '미배정'} · 분류자 {exam.teacher_name ?? '-'} · 최종 수정 {formatDateTime(exam.update_time)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** After a rejection: how far the author is with the returned questions (the exam machine's rejection region). */
function RejectionProgress({ returned, rejection }: { returned: Question[]; rejection: string }) {
  const done = returned.filter((q) => q.return_done).length;
  const label = rejectionLabel(rejection);
  return (
    <Alert color={done === returned.length ? 'teal' : 'yellow'} p="xs" title={`반려 처리: ${label}`}>
      <Text size="sm">
        작성자가 반려된 문항 {returned.length}개 중 {done}개를 수정 완료했습니다.
      </Text>
    </Alert>
  );
}
