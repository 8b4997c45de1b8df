/**
 * The 가/나/다 buttons of a search result row (issue 10 point 4; spec section 4): pressing a 군 adds the major to
 * that 군 of the customer's list, pressing it again removes it. A chosen 군 is filled; the university's known
 * 군 is tinted; a full 군 (20) is still pressable, so the server's refusal explains why. Only shown to signed-in
 * customers (the result list checks the viewer).
 */
import { Button, Group } from '@mantine/core';
import { ADMISSION_GROUPS } from '../../../../api/consulting/search-codes';
import type { UniversityListEntry } from '../../../../api/consulting/search';
import { useChoices } from '../api/get-choices';
import { useToggleChoice } from '../api/toggle-choice';
import { isChosen } from '../choices.rules';

export interface ChoiceToggleButtonsProps {
  /** The signed-in customer. */
  uid: number;
  /** The search row: its keyword_id is the major chosen. */
  entry: Pick<UniversityListEntry, 'keyword_id' | 'univ_name' | 'major_name' | 'type'>;
}

export function ChoiceToggleButtons({ uid, entry }: ChoiceToggleButtonsProps) {
  const { data } = useChoices(uid);
  const toggle = useToggleChoice(uid);
  const chosen = data?.chosen ?? [];
  const name = `${entry.univ_name} ${entry.major_name}`;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`${name} 지원 목록에 담기`}>
      {ADMISSION_GROUPS.map((g) => {
        const on = isChosen(chosen, g.code, entry.keyword_id);
        const busy = toggle.isPending && toggle.variables?.major_id === entry.keyword_id && toggle.variables.gun === g.code;
        return (
          <Button
            key={g.code}
            size="compact-sm"
            miw={34}
            px={8}
            variant={on ? 'filled' : entry.type === g.code ? 'light' : 'default'}
            aria-pressed={on}
            aria-label={on ? `${name}: ${g.label}에서 빼기` : `${name}: ${g.label}에 담기`}
            title={on ? `${g.label}에서 빼기` : `${g.label}에 담기${entry.type === g.code ? ' (이 대학의 모집 군)' : ''}`}
            loading={busy}
            disabled={!data}
            onClick={() => toggle.mutate({ major_id: entry.keyword_id, gun: g.code })}
          >
            {g.label.slice(0, 1)}
          </Button>
        );
      })}
    </Group>
  );
}
