/** Tabs of a work list by the spec's list codes (user-allowed 2/3/4, class/type work 5/6), each selecting an exam state. */
import { Tabs } from '@mantine/core';

export interface StateTab {
  code: number;
  label: string;
  examState: number;
}

export function StateListTabs({ tabs, state, onState }: { tabs: readonly StateTab[]; state: number | undefined; onState: (examState: number | undefined) => void }) {
  const active = tabs.find((t) => t.examState === state);
  return (
    <Tabs value={active ? String(active.code) : 'all'} onChange={(v) => onState(v === 'all' ? undefined : tabs.find((t) => String(t.code) === v)?.examState)}>
      <Tabs.List>
        <Tabs.Tab value="all">전체</Tabs.Tab>
        {tabs.map((t) => (
          <Tabs.Tab key={t.code} value={String(t.code)}>
            {t.label} ({t.code})
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
