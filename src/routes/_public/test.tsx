/**
 * /test: a sample test for visitors (issue 12, point 5). The choice and the shuffle seed live in the URL, so
 * a reload or a shared link shows the same test; answers stay on the page until 채점하기.
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { SAMPLE_TEST_LIMITS } from '../../api/public';
import { lazySearch } from '../../components/list/lazy-search';
import { useSampleTest } from '../../features/public/api/get-sample-test';
import { SampleTestPicker, type SampleTestScope } from '../../features/public/components/sample-test/SampleTestPicker';
import { SampleTestSheet } from '../../features/public/components/sample-test/SampleTestSheet';
import { scopeLabel } from '../../features/public/sample-test.rules';
import { PublicPage } from '../../layout/PublicPage';

/** A new shuffle seed for each new test. */
const newSeed = () => Math.floor(Math.random() * 2_000_000_000);

function SampleTestPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const chosen =
    search.school_type !== undefined && search.grade_id !== undefined && search.subject_type_id !== undefined && search.seed !== undefined && !search.pick
      ? { school_type: search.school_type, grade_id: search.grade_id, subject_type_id: search.subject_type_id, count: search.count, seed: search.seed }
      : null;
  const test = useSampleTest(chosen);
  const start = (scope: SampleTestScope) => navigate({ search: { ...scope, seed: newSeed() } });
  const changeScope = () => navigate({ search: (prev) => ({ ...prev, pick: 1 as const }) });

  return (
    <PublicPage title="체험 테스트" purpose="학교급, 학년, 과목을 고르면 문제은행의 샘플 문항으로 짧은 테스트를 풀고 바로 채점합니다.">
      {chosen === null ? (
        <SampleTestPicker initial={search} onStart={start} />
      ) : (
        <Stack gap="md" maw={860}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {scopeLabel(chosen)}
              {test.data && test.data.questions.length > 0 && ` · ${test.data.questions.length}문항`}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={changeScope}>
              조건 바꾸기
            </Button>
          </Group>
          {test.isPending ? (
            <Center py="xl">
              <Loader aria-label="문항을 불러오는 중" />
            </Center>
          ) : test.error ? (
            <Alert color="red" title="문항을 불러오지 못했습니다">
              {test.error.message}
            </Alert>
          ) : (
            <SampleTestSheet
              key={`${test.data.seed}`}
              test={test.data}
              identity={{ school_type: chosen.school_type, grade_id: chosen.grade_id, subject_type_id: chosen.subject_type_id, count: chosen.count ?? SAMPLE_TEST_LIMITS.count.default, seed: test.data.seed }}
              onNewTest={() => start({ ...chosen, count: chosen.count ?? SAMPLE_TEST_LIMITS.count.default })} onChangeScope={changeScope}
            />
          )}
        </Stack>
      )}
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/test')({
  /** The page's search params: the contract's rules, each dropped when malformed. */
  ...lazySearch(() => import('../../features/public/sample-test.search').then((m) => m.parseSampleTestSearch)),
  component: SampleTestPage,
});
