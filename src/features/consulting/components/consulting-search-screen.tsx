/**
 * /consulting/main: the university and major search (spec sections 2, 4, 9; issue 10 point 3). The filters
 * live in the URL (consulting.search.ts), the route owns them; every change goes through the rules'
 * toggleEntry, so '전체' and 전국 clear the specific options and a specific option clears them. The filter
 * panel sits beside the result on wide screens and above it on the mobile layout.
 */
import { lazy, Suspense } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { SearchFilterEntry } from '../../../api/consulting/search';
import { useConsultingSearch } from '../api/get-consulting-search';
import { isEmptyFilter, removeEntry, toggleEntry } from '../consulting.rules';
import { consultingSearchQuery, entriesOf, queryTextOf, searchOf, type ConsultingSearch } from '../consulting.search';
import { ConsultingFilterPanel } from './consulting-filter-panel';
import { ConsultingResultList } from './consulting-result-list';

// Issue 13 point 4: the chips of the applied filters load with the first filter (the page starts with none).
const ConsultingAppliedFilters = lazy(() => import('./consulting-applied-filters').then((m) => ({ default: m.ConsultingAppliedFilters })));

export interface ConsultingSearchScreenProps {
  search: ConsultingSearch;
  /** Changes the URL's search from the current one (a function, so quick successive changes never overwrite each other). */
  onSearch: (update: (previous: ConsultingSearch) => ConsultingSearch) => void;
}

export function ConsultingSearchScreen({ search, onSearch }: ConsultingSearchScreenProps) {
  const entries = entriesOf(search);
  const q = queryTextOf(search);
  const result = useConsultingSearch(consultingSearchQuery(search));
  const regionCounts = result.data ? new Map(result.data.data.region_list.map((r) => [r.region, r.count])) : undefined;

  const withEntries = (change: (current: SearchFilterEntry[]) => SearchFilterEntry[]) => onSearch((prev) => searchOf(change(entriesOf(prev)), queryTextOf(prev)));
  const withQuery = (next: string) => onSearch((prev) => searchOf(entriesOf(prev), next));

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <ConsultingFilterPanel entries={entries} q={q} regionCounts={regionCounts} onToggle={(entry) => withEntries((current) => toggleEntry(current, entry))} onQuery={withQuery} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="sm">
          {!isEmptyFilter({ entries, q }) && (
            <Suspense fallback={null}>
              <ConsultingAppliedFilters
                entries={entries}
                q={q}
                onRemove={(entry) => withEntries((current) => removeEntry(current, entry))}
                onClearQuery={() => withQuery('')}
                onClearAll={() => onSearch(() => ({}))}
              />
            </Suspense>
          )}
          <ConsultingResultList
            data={result.data?.data}
            loading={result.isPending}
            refreshing={result.isPlaceholderData}
            error={result.error}
            filtered={!isEmptyFilter({ entries, q })}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
