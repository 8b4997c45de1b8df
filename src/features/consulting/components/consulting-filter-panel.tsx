/**
 * The filter panel of the consulting search (spec sections 2, 4, 9): the university or major name box, the
 * 18 region options as chips (전국 first, each with the number of majors it would show), the 8 main
 * categories with their middle categories and a '전체' per main, and 가·나·다군. Choosing an option follows the
 * rules' toggleEntry ('전체' and 전국 clear the specific options, a specific option clears them). On the mobile
 * layout the three groups fold into an accordion under the name box.
 */
import { useEffect, useState } from 'react';
import { Accordion, Badge, Button, Chip, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { SearchFilterEntry } from '../../../api/consulting/search';
import { ADMISSION_GROUPS, CONSULTING_LIMITS, FILTER_TYPE, MAJOR_MAINS, REGION_OPTIONS } from '../../../api/consulting/search-codes';
import { useIsMobile } from '../../../layout/breakpoints';
import { hasEntry, isGunEntry, isMajorEntry, isRegionEntry, subsOf } from '../consulting.rules';

export interface ConsultingFilterPanelProps {
  entries: readonly SearchFilterEntry[];
  q: string;
  /** Majors per region option under the other filters (from the last reply); absent while the first search loads. */
  regionCounts?: ReadonlyMap<string, number>;
  onToggle: (entry: SearchFilterEntry) => void;
  onQuery: (q: string) => void;
}

const formatCount = (n: number) => n.toLocaleString('ko-KR');

/** The name box: typing updates the search after a short pause, Enter at once. */
function NameSearch({ q, onQuery }: { q: string; onQuery: (q: string) => void }) {
  const [value, setValue] = useState(q);
  const commit = useDebouncedCallback((next: string) => onQuery(next), 350);
  // Follow the URL (Back, a removed chip) unless the person is still typing.
  useEffect(() => {
    if (!commit.isPending()) setValue(q);
  }, [q, commit]);
  return (
    <TextInput
      label="대학·학과 이름"
      placeholder="예: 서울대, 컴퓨터공학"
      value={value}
      maxLength={CONSULTING_LIMITS.name}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit.cancel();
          onQuery(value);
        }
      }}
      rightSection={
        value ? (
          <CloseButton
            aria-label="이름 검색 지우기"
            size="sm"
            onClick={() => {
              commit.cancel();
              setValue('');
              onQuery('');
            }}
          />
        ) : null
      }
      description="띄어쓰기는 무시합니다."
    />
  );
}

function RegionChips({ entries, regionCounts, onToggle }: Pick<ConsultingFilterPanelProps, 'entries' | 'regionCounts' | 'onToggle'>) {
  return (
    <Group gap={6} role="group" aria-label="지역">
      {REGION_OPTIONS.map((region) => {
        const entry: SearchFilterEntry = { type: FILTER_TYPE.region, region };
        const count = regionCounts?.get(region);
        return (
          <Chip key={region} size="xs" checked={hasEntry(entries, entry)} onChange={() => onToggle(entry)}>
            {region}
            {count !== undefined && (
              <Text span size="xs" ml={4} opacity={0.65}>
                {formatCount(count)}
              </Text>
            )}
          </Chip>
        );
      })}
    </Group>
  );
}

function MajorPicker({ entries, onToggle }: Pick<ConsultingFilterPanelProps, 'entries' | 'onToggle'>) {
  const chosenIn = (head: number) => entries.filter(isMajorEntry).filter((e) => e.head_major === head).length;
  const [active, setActive] = useState<number>(() => entries.find(isMajorEntry)?.head_major ?? MAJOR_MAINS[0].id);
  const main = MAJOR_MAINS.find((m) => m.id === active) ?? MAJOR_MAINS[0];
  const whole: SearchFilterEntry = { type: FILTER_TYPE.major, head_major: main.id };
  return (
    <Stack gap="xs">
      <Group gap={6} role="group" aria-label="대계열">
        {MAJOR_MAINS.map((m) => {
          const chosen = chosenIn(m.id);
          return (
            <Button
              key={m.id}
              size="compact-sm"
              variant={m.id === main.id ? 'filled' : 'default'}
              aria-pressed={m.id === main.id}
              onClick={() => setActive(m.id)}
              rightSection={chosen ? <Badge size="xs" circle variant={m.id === main.id ? 'white' : 'filled'}>{chosen}</Badge> : undefined}
            >
              {m.name}
            </Button>
          );
        })}
      </Group>
      <Group gap={6} role="group" aria-label={`${main.name} 중계열`}>
        <Chip size="xs" checked={hasEntry(entries, whole)} onChange={() => onToggle(whole)}>
          {main.name} 전체
        </Chip>
        {subsOf(main.id).map((s) => {
          const entry: SearchFilterEntry = { type: FILTER_TYPE.major, head_major: main.id, major_sub_id: s.id };
          return (
            <Chip key={s.id} size="xs" checked={hasEntry(entries, entry)} onChange={() => onToggle(entry)}>
              {s.name}
            </Chip>
          );
        })}
      </Group>
    </Stack>
  );
}

function GunChips({ entries, onToggle }: Pick<ConsultingFilterPanelProps, 'entries' | 'onToggle'>) {
  return (
    <Stack gap={6}>
      <Group gap={6} role="group" aria-label="군">
        {ADMISSION_GROUPS.map((g) => {
          const entry: SearchFilterEntry = { type: FILTER_TYPE.admissionGroup, name: g.code };
          return (
            <Chip key={g.code} size="xs" checked={hasEntry(entries, entry)} onChange={() => onToggle(entry)}>
              {g.label}
            </Chip>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed">
        군을 고르면 모집 군이 알려진 대학의 학과만 남습니다.
      </Text>
    </Stack>
  );
}

/** The number chosen in a group, for the accordion's titles. */
const chosenLabel = (n: number) => (n ? ` · ${n}개 선택` : '');

export function ConsultingFilterPanel({ entries, q, regionCounts, onToggle, onQuery }: ConsultingFilterPanelProps) {
  const isMobile = useIsMobile();
  return (
    <Paper withBorder p="sm" component="section" aria-label="검색 필터">
      <Stack gap="sm">
        <NameSearch q={q} onQuery={onQuery} />
        <Accordion multiple defaultValue={isMobile ? [] : ['region', 'major', 'gun']} variant="default" chevronPosition="right">
          <Accordion.Item value="region">
            <Accordion.Control>지역{chosenLabel(entries.filter(isRegionEntry).length)}</Accordion.Control>
            <Accordion.Panel>
              <RegionChips entries={entries} regionCounts={regionCounts} onToggle={onToggle} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="major">
            <Accordion.Control>계열{chosenLabel(entries.filter(isMajorEntry).length)}</Accordion.Control>
            <Accordion.Panel>
              <MajorPicker entries={entries} onToggle={onToggle} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="gun">
            <Accordion.Control>군{chosenLabel(entries.filter(isGunEntry).length)}</Accordion.Control>
            <Accordion.Panel>
              <GunChips entries={entries} onToggle={onToggle} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
