/**
 * The shared passage (공통 지문, e.g. "[3～4] …") of the current question of an AI exam (spec section 7 "AI exam
 * flow": auto_question_head, auto_question_head_return; issue 9 point 2): shown when a question_heads row of the
 * exam covers the question's index. It shows the passage crop (POST divided_image/get_s_image), a textarea for the
 * passage's content saved with PUT auto_question_head (the enterer and administrators: DIGITISE_POLICY
 * autoExam.enter, on an open exam), and for reviewers (autoExam.review, while the AI exam machine takes a
 * rejection) 지문 반려 with a reason (PUT auto_question_head_return: every question the passage covers is returned).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Image, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { autoQuestionHead, autoQuestionHeadReturn, type AutoExamDetailReplySchema } from '../../../../api/digitise/auto-exams';
import { examSubjectAccess } from '../../../../api/exam-subject-access';
import { LIMITS } from '../../../../api/http';
import type { HeadSchema } from '../../../../api/question-bank/questions';
import type { Actor } from '../../../../api/policy';
import { examKeys, questionsOptions } from '../../../../components/exam/exam-queries';
import { autoExamHasTag } from '../../../../machines/auto-exam.machine';
import type { z } from 'zod';
import { DIGITISE_POLICY } from '../../digitise.policy';
import { cropKeys, useCrops } from '../../editor/api/crops';
import { mayRequest } from '../ai-review-panel.machine';
import { autoExamKeys, autoExamOptions } from '../api/auto-exam-queries';
import { panelRecordOf } from '../hooks/use-ai-review-panel';

type Head = z.infer<typeof HeadSchema>;

/** The passage of a question: the head it is linked to, else the head whose range covers its index. */
export function headOf(heads: Head[], question: { question_index: number; head_question_id?: number | null }): Head | undefined {
  return heads.find((h) => h.id === question.head_question_id) ?? heads.find((h) => h.start_index <= question.question_index && question.question_index <= h.end_index);
}

/** The 공통 지문 panel of the current question (see the file comment); nothing when no passage covers it. */
export function PassagePanel({ examSubjectId, question, actor }: { examSubjectId: number; question: { question_index: number; number: string; section: string }; actor: Actor }) {
  const questions = useQuery(questionsOptions(examSubjectId));
  const detail = useQuery(autoExamOptions(examSubjectId));
  const stored = questions.data?.data_list.find((q) => q.question_index === question.question_index);
  const head = questions.data ? headOf(questions.data.heads, { question_index: question.question_index, head_question_id: stored?.head_question_id }) : undefined;
  if (!head || !detail.data) return null;
  return <PassageBody key={head.id} examSubjectId={examSubjectId} head={head} question={question} actor={actor} detail={detail.data} />;
}

function PassageBody({
  examSubjectId,
  head,
  question,
  actor,
  detail,
}: {
  examSubjectId: number;
  head: Head;
  question: { number: string; section: string };
  actor: Actor;
  detail: z.output<typeof AutoExamDetailReplySchema>;
}) {
  const client = useQueryClient();
  const crops = useCrops(examSubjectId, 'passage', question);
  const [content, setContent] = useState(head.content);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const record = examSubjectAccess(detail.data);
  const canEdit = DIGITISE_POLICY.allows(actor, 'autoExam.enter', record) && autoExamHasTag(detail.data, 'open');
  const mayReview = DIGITISE_POLICY.allows(actor, 'autoExam.review', record);
  const canReturn = mayReview && mayRequest(panelRecordOf(actor, detail.data, detail.returned), 'REJECT');
  const range = head.start_index === head.end_index ? `${head.start_index}번` : `${head.start_index}～${head.end_index}번`;
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: examKeys.questions(examSubjectId) }), client.invalidateQueries({ queryKey: autoExamKeys.all }), client.invalidateQueries({ queryKey: cropKeys.exam(examSubjectId) })]);

  const save = useMutation({
    mutationFn: () => adminApi(autoQuestionHead, { body: { id: head.id, exam_subject_id: examSubjectId, start_index: head.start_index, end_index: head.end_index, content } }, { notify: false }),
    onSuccess: () => notifications.show({ color: 'teal', message: `${range} 공통 지문을 저장했습니다.` }),
    onError: (error) => notifications.show({ color: 'red', title: '저장하지 못했습니다', message: error.message }),
    onSettled: refresh,
  });
  const giveBack = useMutation({
    mutationFn: () => adminApi(autoQuestionHeadReturn, { body: { id: head.id, reason: reason.trim() } }, { notify: false }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `${range} 공통 지문을 반려했습니다. 지문이 덮는 문항이 입력 담당자에게 돌아갑니다.` });
      setReturning(false);
      setReason('');
    },
    onError: (error) => setReasonError(error.message),
    onSettled: refresh,
  });

  const dirty = content !== head.content;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`passage-${head.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h5" id={`passage-${head.id}`}>
              공통 지문
            </Title>
            <Badge variant="light">{range}</Badge>
            {dirty && (
              <Badge color="orange" variant="light">
                저장 안 됨
              </Badge>
            )}
          </Group>
          {mayReview && (
            <Button size="xs" color="red" variant="light" disabled={!canReturn} onClick={() => (setReturning(true), setReasonError(null))} title={canReturn ? undefined : 'AI 검토가 요청된 시험에서만 반려할 수 있습니다.'}>
              지문 반려
            </Button>
          )}
        </Group>
        {crops.isPending ? (
          <Skeleton h={120} />
        ) : crops.isError ? (
          <Alert color="red">{crops.error.message}</Alert>
        ) : crops.data.images.length ? (
          crops.data.images.map((c) => <Image key={c.id} src={c.image} alt={`공통 지문 ${range} 이미지 (${c.page}쪽)`} fit="contain" mah={360} radius="xs" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />)
        ) : (
          <Text size="xs" c="dimmed">
            이 지문의 상자가 없습니다. 상자 편집기에서 공통 지문 상자를 그리세요.
          </Text>
        )}
        <Textarea
          label="지문 내용"
          description={canEdit ? '이미지를 보고 지문을 입력하세요. 지문이 덮는 모든 문항에 함께 나옵니다.' : undefined}
          autosize
          minRows={4}
          maxRows={16}
          maxLength={LIMITS.longText}
          value={content}
          readOnly={!canEdit}
          onChange={(e) => setContent(e.currentTarget.value)}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button size="xs" variant="default" disabled={!dirty || save.isPending} onClick={() => setContent(head.content)}>
              되돌리기
            </Button>
            <Button size="xs" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate()}>
              지문 저장
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={returning} onClose={() => !giveBack.isPending && setReturning(false)} title={`공통 지문 반려 (${range})`}>
        <form
          aria-label="공통 지문 반려"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError('사유를 입력하세요.');
            giveBack.mutate();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">이 지문이 덮는 {range} 문항을 모두 반려합니다. 입력 담당자에게 알림이 갑니다.</Text>
            <Textarea
              data-autofocus
              label="사유"
              required
              autosize
              minRows={3}
              maxLength={LIMITS.shortText}
              value={reason}
              error={reasonError}
              onChange={(e) => (setReason(e.currentTarget.value), setReasonError(null))}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReturning(false)} disabled={giveBack.isPending}>
                취소
              </Button>
              <Button type="submit" color="red" loading={giveBack.isPending}>
                반려하기
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
