/**
 * The AI review state of one AI exam and its actions (spec section 4 "AI review state"; issue 9 points 7 and 10):
 * 입력 시작, 입력 완료 (the missing-items modal when the server refuses), AI 검토 요청, 승인, 반려 (questions and a
 * reason, a dialog that is a state of the panel machine), 문항 수정 완료 per returned question, 강제 통과 (a reason)
 * and 관리자 확인. 승인 and 관리자 확인 are the spec's review state change (PUT auto_review_exam with state 3 or
 * admin_check 1; see auto-exam-mutations.ts): one click sends it without a note, and the 메모 button beside each
 * opens a dialog whose optional 메모 is sent as `mark`. A button shows when the digitise policy allows the actor the action and is enabled when the AI
 * exam machine takes its event in the stored state.
 */
import type { FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Group, List, Loader, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { LIMITS } from '../../../../api/http';
import { questionSubject } from '../../../../api/question-bank/questions';
import { AUTO_ADMIN_CHECK } from '../../../../machines/auto-exam.machine';
import { PANEL_NEEDS, takesNote, type PanelAction, type PanelDialog } from '../ai-review-panel.machine';
import { autoExamOptions } from '../api/auto-exam-queries';
import { aiStateBadge, entryStateLabel } from '../auto-exams.rules';
import { useAiReviewPanel, type AiReviewPanelApi } from '../hooks/use-ai-review-panel';

/** The panel's main buttons in the order of the flow (반려 and 강제 통과 open their dialog first). */
const MAIN: Array<{ action: PanelAction; color?: string; variant?: string }> = [
  { action: 'ENTER' },
  { action: 'ENTER_DONE', variant: 'light' },
  { action: 'REQUEST', color: 'blue' },
  { action: 'APPROVE', color: 'teal' },
  { action: 'REJECT', color: 'red' },
  { action: 'FORCE', color: 'orange', variant: 'light' },
  { action: 'CHECK', color: 'grape' },
  { action: 'DONE', color: 'dark', variant: 'light' },
];

/** The AI review panel of one AI exam subject (see the file comment). */
export function AiReviewPanel({ examSubjectId, actor }: { examSubjectId: number; /** The signed-in staff member (from the route's session). */ actor: { uid: number; level: number } }) {
  const detail = useQuery(autoExamOptions(examSubjectId));
  if (detail.isLoading) return <Loader size="sm" aria-label="불러오는 중" />;
  if (detail.error || !detail.data) return <Alert color="red">{detail.error instanceof Error ? detail.error.message : 'AI 시험을 불러오지 못했습니다.'}</Alert>;
  return <PanelBody examSubjectId={examSubjectId} actor={actor} detail={detail.data} />;
}

function PanelBody({ examSubjectId, actor, detail }: { examSubjectId: number; actor: { uid: number; level: number }; detail: Parameters<typeof useAiReviewPanel>[2] }) {
  const panel = useAiReviewPanel(examSubjectId, actor, detail);
  const { data, returned, incomplete } = detail;
  const badge = aiStateBadge(data);
  const shown = MAIN.filter((b) => panel.record.permits[PANEL_NEEDS[b.action]]);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="ai-review-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id="ai-review-title">
            AI 검토
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray" aria-label="입력 상태">
              {entryStateLabel(data.state)}
            </Badge>
            <Badge color={badge.color} aria-label="AI 검토 상태">
              {badge.label}
            </Badge>
            <Badge variant="outline" color={data.admin_check === AUTO_ADMIN_CHECK.checked.code ? 'teal' : 'gray'} aria-label="관리자 확인">
              {Object.values(AUTO_ADMIN_CHECK).find((c) => c.code === data.admin_check)?.label ?? data.admin_check}
            </Badge>
          </Group>
        </Group>
        {data.ai_reason && (
          <Text size="sm" c="dimmed">
            최근 반려·강제 통과 사유: {data.ai_reason}
          </Text>
        )}
        <Text size="sm" c={incomplete.length ? 'orange' : 'dimmed'}>
          {incomplete.length ? `미완성 문항 ${incomplete.length}개: ${incomplete.map((q) => `${q.question_index}번`).join(', ')}` : data.question_count === 0 ? '아직 문항이 없습니다. 시험지를 올려 분할하면 문항이 만들어집니다.' : '모든 문항이 완성되었습니다.'}
        </Text>
        <Group gap="xs">
          {shown.map((b) => {
            const action = b.action;
            const button = (
              <Button key={action} size="xs" color={b.color} variant={b.variant ?? 'filled'} disabled={!panel.can(action)} loading={panel.busy(action)} onClick={() => panel.press(action)}>
                {panel.label(action)}
              </Button>
            );
            if (!takesNote(action)) return button;
            return (
              <Button.Group key={action}>
                {button}
                <Button size="xs" color={b.color} variant="light" disabled={!panel.can(action)} onClick={() => panel.note(action)} aria-label={`메모와 함께 ${panel.label(action)}`} title={`메모와 함께 ${panel.label(action)}`}>
                  메모…
                </Button>
              </Button.Group>
            );
          })}
        </Group>
        {panel.error && !panel.asking && (
          <Alert color="red" role="alert">
            {panel.error}
          </Alert>
        )}
        {returned.length > 0 && (
          <Stack gap={4} component="section" aria-label="반려된 문항">
            <Text size="sm" fw={600}>
              반려된 문항
            </Text>
            <List spacing={4} size="sm">
              {returned.map((q) => (
                <List.Item key={q.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {q.question_index}번
                    </Text>
                    <Text size="sm">{q.return_reason ?? ''}</Text>
                    {q.return_done ? (
                      <Badge color="teal" variant="light">
                        수정 완료
                      </Badge>
                    ) : (
                      panel.record.permits.enter && (
                        <Button size="compact-xs" variant="light" disabled={!panel.can('QUESTION_DONE', q.id)} loading={panel.busy('QUESTION_DONE', q.id)} onClick={() => panel.press('QUESTION_DONE', q.id)}>
                          {q.question_index}번 {panel.label('QUESTION_DONE')}
                        </Button>
                      )
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
      <ReasonDialog examSubjectId={examSubjectId} panel={panel} />
      <Modal opened={panel.missing !== null} onClose={panel.closeMissing} title="입력하지 않은 항목이 있습니다" centered>
        <Stack gap="sm">
          <Text size="sm">아래 문항을 완성해야 진행할 수 있습니다.</Text>
          <List spacing="xs" aria-label="미완성 문항">
            {(panel.missing ?? []).map((q) => (
              <List.Item key={q.question_index}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {q.question_index}번
                  </Text>
                  {q.missing.map((m) => (
                    <Badge key={m} color="red" variant="light">
                      {m}
                    </Badge>
                  ))}
                </Group>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={panel.closeMissing} data-autofocus>
              확인
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** Title, text, field label and submit label of each dialog. */
const DIALOG: Record<PanelDialog, { title: string; text: string; field: string; submit: string; color: string }> = {
  REJECT: { title: '문항 반려', text: '', field: '사유', submit: '반려하기', color: 'red' },
  FORCE: { title: '검토 강제 통과', text: 'AI 검토를 거치지 않고 승인합니다. 관리자만 할 수 있으며 사유가 기록됩니다.', field: '사유', submit: '강제 통과', color: 'orange' },
  APPROVE: { title: '메모와 함께 승인', text: 'AI 검토를 승인합니다. 메모는 선택이며 검토 기록에 남습니다.', field: '메모', submit: '승인하기', color: 'teal' },
  CHECK: { title: '메모와 함께 관리자 확인', text: '승인된 시험을 확인해 허용된 시험으로 만듭니다. 메모는 선택이며 검토 기록에 남습니다.', field: '메모', submit: '확인하기', color: 'grape' },
};

/** The 반려 dialog (questions and a reason), the 강제 통과 dialog (a reason) or the 승인 / 관리자 확인 dialog (an optional note): a state of the panel machine. */
function ReasonDialog({ examSubjectId, panel }: { examSubjectId: number; panel: AiReviewPanelApi }) {
  const questions = useQuery({
    queryKey: ['auto-exams', 'questions', examSubjectId],
    queryFn: () => adminApi(questionSubject, { query: { id: examSubjectId } }),
    enabled: panel.asking === 'REJECT',
  });
  const close = () => {
    if (!panel.sending) panel.cancel();
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    panel.submit();
  }
  const dialog = DIALOG[panel.asking ?? 'REJECT'];
  const title = dialog.title;
  const optional = panel.asking !== null && takesNote(panel.asking);
  return (
    <Modal opened={panel.asking !== null} onClose={close} title={title} size="lg">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          {panel.asking === 'REJECT' ? (
            <Stack gap={4}>
              <Text size="sm">반려할 문항을 고르고 사유를 적으세요. 입력 담당자에게 알림이 가고, 고친 문항마다 수정 완료를 표시한 뒤 다시 검토를 요청합니다.</Text>
              {questions.isLoading ? (
                <Loader size="xs" aria-label="문항 불러오는 중" />
              ) : (
                <Group gap="sm" role="group" aria-label="반려할 문항">
                  {(questions.data?.data_list ?? []).map((q) => (
                    <Checkbox key={q.id} size="xs" label={`${q.question_index}번`} checked={panel.questionIds.includes(q.id)} onChange={() => panel.toggle(q.id)} />
                  ))}
                </Group>
              )}
            </Stack>
          ) : (
            <Text size="sm">{dialog.text}</Text>
          )}
          <Textarea
            data-autofocus
            label={dialog.field}
            description={optional ? '선택 사항입니다. Ctrl+Enter로 보냅니다.' : 'Ctrl+Enter로 보냅니다.'}
            required={!optional}
            autosize
            minRows={3}
            maxLength={LIMITS.shortText}
            value={panel.reason}
            onChange={(e) => panel.type(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
            }}
          />
          {panel.error && (
            <Alert color="red" role="alert">
              {panel.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={panel.sending}>
              취소
            </Button>
            <Button type="submit" color={dialog.color} loading={panel.sending}>
              {dialog.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
