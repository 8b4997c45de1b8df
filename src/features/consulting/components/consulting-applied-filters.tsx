/**
 * The applied filters as removable chips (each entry's Korean label, and the name search), with a way to clear
 * them all. Nothing is shown when nothing is chosen.
 */
import { Button, Group, Pill } from '@mantine/core';
import type { SearchFilterEntry } from '../../../api/consulting/search';
import { entryKey, entryLabel, normaliseName } from '../consulting.rules';

export interface ConsultingAppliedFiltersProps {
  entries: readonly SearchFilterEntry[];
  q: string;
  onRemove: (entry: SearchFilterEntry) => void;
  onClearQuery: () => void;
  onClearAll: () => void;
}

/** The ✕ of a chip, reachable with Tab and named for screen readers (Pill hides it by default, as inside an input). */
const removeButton = (label: string) => ({ 'aria-label': label, 'aria-hidden': false, tabIndex: 0 });

export function ConsultingAppliedFilters({ entries, q, onRemove, onClearQuery, onClearAll }: ConsultingAppliedFiltersProps) {
  const hasText = normaliseName(q) !== '';
  if (!entries.length && !hasText) return null;
  return (
    <Group gap={6} aria-label="적용한 필터" role="list">
      {entries.map((entry) => {
        const label = entryLabel(entry);
        return (
          <Pill key={entryKey(entry)} role="listitem" size="md" withRemoveButton onRemove={() => onRemove(entry)} removeButtonProps={removeButton(`${label} 필터 빼기`)}>
            {label}
          </Pill>
        );
      })}
      {hasText && (
        <Pill role="listitem" size="md" withRemoveButton onRemove={onClearQuery} removeButtonProps={removeButton('이름 검색 빼기')}>
          이름: {q.trim()}
        </Pill>
      )}
      <Button variant="subtle" size="compact-xs" onClick={onClearAll}>
        모두 지우기
      </Button>
    </Group>
  );
}
