/**
 * The result of the consulting search (spec sections 2 and 9): the first 50 majors with the total and a hint
 * to narrow down when there are more, the majors left out for an unknown 군, and the empty states ("필터를
 * 선택하세요" when nothing is chosen, "조건에 맞는 학과가 없습니다" when nothing matches). A table on wide screens,
 * one card per major on the mobile layout (390 px and up). Inside a ChoicesProvider, a signed-in customer gets
 * the 가/나/다 buttons of the chosen list on each row (issue 10 point 4) and anyone else one prompt to sign in.
 */
import { lazy, Suspense } from 'react';
import { Alert, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ConsultingSearchReply } from '../../../api/consulting/search';
import { useIsMobile } from '../../../layout/breakpoints';
import { useChoicesContext } from '../choices/components/choices-provider';

// Issue 13 point 4: the rows (the table, the chosen-list buttons) load when there is a result to show; a search
// in the URL starts loading them with the search itself.
const loadRows = () => import('./consulting-result-rows');
const ConsultingResultRows = lazy(loadRows);

export interface ConsultingResultListProps {
  data?: ConsultingSearchReply['data'];
  /** The first search is loading (nothing to show yet). */
  loading: boolean;
  /** A newer search is loading while the previous result shows. */
  refreshing: boolean;
  error: Error | null;
  /** Whether anything is chosen (nothing chosen: nothing is listed). */
  filtered: boolean;
}

const formatCount = (n: number) => n.toLocaleString('ko-KR');

function LoadingRows() {
  return (
    <Stack gap={8} aria-busy="true" aria-label="검색 결과를 불러오는 중">
      <Skeleton height={20} width="40%" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={44} />
      ))}
    </Stack>
  );
}

export function ConsultingResultList({ data, loading, refreshing, error, filtered }: ConsultingResultListProps) {
  const isMobile = useIsMobile();
  const viewer = useChoicesContext()?.viewer;
  if (filtered) void loadRows();
  if (error && !data) {
    return (
      <Alert color="red" title="검색하지 못했습니다">
        {error.message}
      </Alert>
    );
  }
  if (!filtered) {
    return <EmptyState title="필터를 선택하세요" description="지역, 계열, 군을 고르거나 대학·학과 이름을 입력하면 맞는 학과를 보여 줍니다." />;
  }
  if (loading || !data) return <LoadingRows />;
  const unknown =
    data.unknown_gun_count > 0 ? (
      <Alert color="yellow" variant="light" p="xs">
        모집 군이 알려지지 않은 대학의 학과 {formatCount(data.unknown_gun_count)}개는 군 필터에서 제외했습니다.
      </Alert>
    ) : null;
  if (data.total === 0) {
    return (
      <Stack gap="sm">
        {unknown}
        <EmptyState title="조건에 맞는 학과가 없습니다" description="필터를 줄이거나 다른 이름으로 찾아 보세요." />
      </Stack>
    );
  }
  const more = data.total > data.keyword_list.length;
  return (
    <Stack gap="sm" style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={refreshing}>
      <Group justify="space-between" gap="xs" align="baseline">
        <Text fw={600} aria-live="polite">
          학과 {formatCount(data.total)}개{more ? ` 중 처음 ${data.keyword_list.length}개` : ''}
        </Text>
        {data.year !== null && (
          <Text size="xs" c="dimmed">
            {data.year}년 대학알리미 학과 목록 기준
          </Text>
        )}
      </Group>
      {more && (
        <Alert color="blue" variant="light" p="xs">
          결과가 많습니다. 지역·계열·군을 더 고르거나 이름으로 좁혀 보세요.
        </Alert>
      )}
      {unknown}
      <Suspense fallback={<LoadingRows />}>
        <ConsultingResultRows rows={data.keyword_list} viewer={viewer} isMobile={isMobile} />
      </Suspense>
    </Stack>
  );
}
