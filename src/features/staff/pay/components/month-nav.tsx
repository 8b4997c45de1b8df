/** Previous / next month with the month spelled in Korean, and a way back to this month. */
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { addMonths, seoulMonth } from '../../pay.rules';

/** "2026년 11월". */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

export function MonthNav({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const current = seoulMonth(new Date());
  return (
    <Group gap="xs">
      <ActionIcon variant="default" aria-label="이전 달" onClick={() => onChange(addMonths(month, -1))}>
        ‹
      </ActionIcon>
      <Text fw={600} miw={110} ta="center" aria-live="polite">
        {monthLabel(month)}
      </Text>
      <ActionIcon variant="default" aria-label="다음 달" onClick={() => onChange(addMonths(month, 1))} disabled={month >= current}>
        ›
      </ActionIcon>
      {month !== current && (
        <Button variant="subtle" size="xs" onClick={() => onChange(current)}>
          이번 달
        </Button>
      )}
    </Group>
  );
}
