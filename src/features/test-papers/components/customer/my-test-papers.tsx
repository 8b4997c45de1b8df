/**
 * "내가 올린 시험지": the customer's papers, newest first, each with its state (검토 요청, 반려 with the
 * reviewer's reason, 승인). Papers whose state changed since the customer last looked are highlighted with
 * a "새 소식" badge, under a banner that counts them, until the customer presses 확인 (user_upload_file/seen).
 */
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyTestPaper } from '../../../../api/test-papers';
import { TEST_PAPER_STATE } from '../../../../machines/test-paper.states';
import { useMyTestPapers } from '../../api/customer/get-my-test-papers';
import { useMarkTestPapersSeen } from '../../api/customer/mark-test-papers-seen';
import { TestPaperStateBadge } from '../test-paper-state-badge';
import { filterLabel, formatDateTime } from '../../test-papers.rules';

/** What the state means for the uploader, in a sentence. */
function stateNote(paper: MyTestPaper): string | null {
  if (paper.state === TEST_PAPER_STATE.requested.code) return '검토를 기다리고 있습니다.';
  if (paper.state === TEST_PAPER_STATE.approved.code) return '승인되었습니다. 문제 은행에 쓰입니다. 고맙습니다!';
  return null;
}

function PaperItem({ paper, mobile }: { paper: MyTestPaper; mobile: boolean }) {
  const rejected = paper.state === TEST_PAPER_STATE.rejected.code;
  const title = `${paper.school_name} ${filterLabel('grade_id', paper.grade_id)} ${filterLabel('subject_type_id', paper.subject_type_id)}`;
  const note = stateNote(paper);
  return (
    <Paper
      component="li"
      withBorder
      p={mobile ? 'sm' : 'md'}
      aria-label={title}
      style={
        paper.unseen_change
          ? { borderColor: 'var(--mantine-color-orange-5)', borderWidth: 2, background: 'var(--mantine-color-orange-0)' }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap={mobile ? 'wrap' : 'nowrap'} gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {paper.year}년 {filterLabel('semester', paper.semester)} · {filterLabel('school_type', paper.school_type)} ·{' '}
              {paper.type === 'pdf' ? 'PDF' : `사진 ${paper.file_count}장`}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap" role="group" aria-label="상태">
            {paper.unseen_change && (
              <Badge color="orange" variant="filled">
                새 소식
              </Badge>
            )}
            <TestPaperStateBadge code={paper.state} />
          </Group>
        </Group>
        {rejected && (
          <Alert color="red" variant="light" p="xs" title="반려 사유">
            {paper.reason?.trim() || '사유가 적혀 있지 않습니다.'}
          </Alert>
        )}
        {rejected && (
          <Text size="xs" c="dimmed">
            사유를 확인하고 고쳐서 다시 올려 주세요.
          </Text>
        )}
        {note && <Text size="sm">{note}</Text>}
        <Text size="xs" c="dimmed">
          {paper.file_name} · 올린 날 {formatDateTime(paper.create_time)}
          {paper.update_time !== paper.create_time ? ` · 바뀐 날 ${formatDateTime(paper.update_time)}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

export function MyTestPapers({ mobile = false }: { mobile?: boolean }) {
  const query = useMyTestPapers();
  const seen = useMarkTestPapersSeen();
  const papers = query.data?.data_list ?? [];
  const unseen = query.data?.unseen_count ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-test-papers-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="my-test-papers-title">
          내가 올린 시험지
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {papers.length}건
          </Text>
        )}
      </Group>

      {unseen > 0 && (
        <Alert color="orange" role="status" title="새 소식">
          <Group justify="space-between" gap="sm" wrap={mobile ? 'wrap' : 'nowrap'}>
            <Text size="sm">시험지 {unseen}건의 상태가 바뀌었습니다</Text>
            <Button size="xs" color="orange" onClick={() => seen.mutate(papers.filter((p) => p.unseen_change).map((p) => p.id))} loading={seen.isPending}>
              확인
            </Button>
          </Group>
        </Alert>
      )}

      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="불러오는 중" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" role="alert" title="목록을 불러오지 못했습니다">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              다시 불러오기
            </Button>
          </Stack>
        </Alert>
      ) : papers.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed" ta="center" size="sm">
            아직 올린 시험지가 없습니다. 위에서 첫 시험지를 올려 보세요.
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" aria-label="내가 올린 시험지 목록" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {papers.map((paper) => (
            <PaperItem key={paper.id} paper={paper} mobile={mobile} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
