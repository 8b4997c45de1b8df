/**
 * A reviewer list with one tab per admin_check (spec section 4, "Reviewer lists"): each tab shows its total
 * under the current filters; filters, sort, page, tab and the show-all switch live in the URL (the route
 * owns it). Who sees what is the review policy's `list.seeAll`: the master sees every reviewer's exams with
 * no switch to turn on; others see their own exams (and unassigned pending ones) unless "전체 보기" is on.
 */
import { Badge, Group, Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListFooter } from '../../../components/list/ListFooter';
import type { StateCode } from '../../../machines/lifecycle';
import { ExamSubjectFilters } from '../../../components/exam/ExamSubjectFilters';
import { reviewListOptions, useReviewCounts } from '../api/get-review-list';
import { reviewQueryOf, type ReviewSearch } from '../hooks/review-search';
import type { Actor } from '../../../api/policy';
import { REVIEW_POLICY } from '../review.policy';
import { ReviewExamTable } from './ReviewExamTable';

export interface ReviewListScreenProps {
  tabs: readonly StateCode[];
  search: ReviewSearch;
  onSearch: (next: ReviewSearch) => void;
  /** The signed-in staff member (from the session, passed by the route). */
  actor: Actor;
  /** Empty text of each tab by admin_check. */
  emptyText: (code: number) => string;
}

export function ReviewListScreen({ tabs, search, onSearch, actor, emptyText }: ReviewListScreenProps) {
  const seesAll = REVIEW_POLICY.allows(actor, 'list.seeAll', {});
  const active = tabs.some((t) => t.code === search.admin_check) ? (search.admin_check as number) : tabs[0].code;
  const query = reviewQueryOf(search, { admin_check: active });
  const list = useQuery(reviewListOptions(query));
  const counts = useReviewCounts(query, tabs.map((t) => t.code));
  const page = search.page ?? 1;
  const size = search.size ?? 20;

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <ExamSubjectFilters value={search} onChange={(f) => onSearch({ ...f, page: 1 })} />
          {!seesAll ? (
            <Switch
              label="전체 보기"
              description="다른 검수자가 맡은 시험도 함께 봅니다"
              checked={!!search.show_all}
              onChange={(e) => onSearch({ show_all: e.currentTarget.checked || undefined, page: 1 })}
            />
          ) : (
            <Text size="xs" c="dimmed">
              마스터는 모든 검수자의 시험을 봅니다.
            </Text>
          )}
        </Group>
      </Paper>
      <Tabs value={String(active)} onChange={(v) => v && onSearch({ admin_check: Number(v) as ReviewSearch['admin_check'], page: 1 })} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.code} value={String(t.code)} rightSection={<Badge size="sm" variant={t.code === active ? 'filled' : 'light'} circle={false}>{counts[t.code] === undefined ? '…' : counts[t.code]!.toLocaleString('ko-KR')}</Badge>}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.code} value={String(t.code)} pt="sm">
            <ReviewExamTable
              rows={list.data?.data_list ?? []}
              loading={list.isLoading}
              error={list.error}
              sort={{ sort_key: search.sort_key, sort: search.sort as 1 | 2 | undefined }}
              onSort={(s) => onSearch({ ...s, page: 1 })}
              emptyText={emptyText(t.code)}
            />
            <ListFooter total={list.data?.total ?? 0} estimated={list.data?.total_estimated} page={page} size={size} onPage={(p) => onSearch({ page: p })} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
