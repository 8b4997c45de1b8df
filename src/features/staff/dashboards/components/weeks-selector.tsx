/** The window of the dashboard's charts: 1, 2, 4, 8 or 12 weeks. */
import { SegmentedControl } from '@mantine/core';
import { WEEK_CHOICES } from '../dashboards.rules';

export function WeeksSelector({ value, onChange }: { value: number; onChange: (weeks: number) => void }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="기간"
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      data={WEEK_CHOICES.map((w) => ({ value: String(w), label: `${w}주` }))}
    />
  );
}
