/**
 * /admin/management/user-upload-exam/detail/:id: the viewer of the paper's files beside its fields, the
 * reviewer's actions (approve, reject with a reason, reopen: the screen machine), the subject change, the
 * school exam made from it, and the history of its state. What the signed-in staff member may do to the paper
 * is asked of the test-papers policy (the server asks the same); loading and failure each have their own screen.
 */
import { Alert, Anchor, Button, Center, Grid, Group, Loader, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../api/client';
import type { Actor } from '../../../api/policy';
import type { TestPaperDetail } from '../../../api/test-papers';
import { useTestPaper } from '../api/get-test-paper';
import { useTestPaperScreen } from '../hooks/use-test-paper-screen';
import { TEST_PAPERS_POLICY, testPaperAccess } from '../test-papers.policy';
import { TestPaperFields } from './test-paper-fields';
import { TestPaperHistory } from './test-paper-history';
import { TestPaperReviewActions } from './test-paper-review-actions';
import { TestPaperSchoolExam } from './test-paper-school-exam';
import { TestPaperSubjectForm } from './test-paper-subject-form';
import { TestPaperViewer } from './test-paper-viewer';

/** The link back to the list (the browser's Back keeps the list's filters). */
function BackToList() {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/management/user-upload-exam" />}>
      ← 시험지 목록
    </Anchor>
  );
}

export function TestPaperDetailScreen({ id, actor }: { id: number; actor: Actor }) {
  const paper = useTestPaper(id);
  if (paper.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="시험지를 불러오는 중" />
      </Center>
    );
  }
  if (paper.isError) {
    const missing = paper.error instanceof ApiError && paper.error.code === 'NOT_FOUND';
    return (
      <Stack gap="sm">
        <BackToList />
        <Alert color="red" title={missing ? '시험지를 찾을 수 없습니다' : '시험지를 불러오지 못했습니다'} role="alert">
          <Stack gap="xs">
            {paper.error.message}
            {!missing && (
              <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => void paper.refetch()}>
                다시 불러오기
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <Loaded paper={paper.data} actor={actor} />;
}

function Loaded({ paper, actor }: { paper: TestPaperDetail['data']; actor: Actor }) {
  const screen = useTestPaperScreen(paper);
  const record = testPaperAccess(paper);
  const mayReview = TEST_PAPERS_POLICY.allows(actor, 'paper.review', record);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <BackToList />
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TestPaperViewer key={paper.id} paperId={paper.id} files={paper.files} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            {mayReview && <TestPaperReviewActions paper={paper} screen={screen} />}
            <TestPaperFields paper={paper} />
            {mayReview && <TestPaperSubjectForm paperId={paper.id} subject={paper.subject_type_id} />}
            <TestPaperSchoolExam paper={paper} decision={TEST_PAPERS_POLICY.authorize(actor, 'paper.makeSchoolExam', record)} />
          </Stack>
        </Grid.Col>
      </Grid>
      <TestPaperHistory history={paper.history} />
    </Stack>
  );
}
