/**
 * The compare view (issue 10 point 4): up to CHOICE_LIMITS.compare (20) chosen majors side by side, one column
 * each, one row per fact (university, major, region, categories, the 군 chosen in and the known one, address,
 * homepage). Checkboxes pick which choices are compared; the first 20 of the list are ticked when it opens, and
 * a 21st tick is disabled. The table scrolls sideways with the fact names kept in view; full screen on the
 * mobile layout.
 */
import { Badge, Checkbox, Group, Modal, ScrollArea, SimpleGrid, Stack, Table, TableScrollContainer, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CHOICE_LIMITS } from '../../../../api/consulting/search-codes';
import type { ChosenMajor } from '../../../../api/consulting/choices';
import { useIsMobile } from '../../../../layout/breakpoints';
import { gunLabel } from '../../consulting.rules';
import { categoryLabel, comparedOf, initialCompare, regionFullName, toggleCompare } from '../choices.rules';
import { Homepage, KnownGun } from './choice-detail-modal';

export interface ChoiceCompareProps {
  opened: boolean;
  onClose: () => void;
  /** The list's choices (as shown: the first 50). */
  choices: ChosenMajor[];
}

/** The facts compared, one row each. */
const FACTS: Array<{ label: string; cell: (c: ChosenMajor) => ReactNode }> = [
  { label: '대학', cell: (c) => <Text size="sm" fw={600}>{c.univ_name}</Text> },
  { label: '학과', cell: (c) => <Text size="sm">{c.major_name}</Text> },
  { label: '지역', cell: (c) => regionFullName(c.region) },
  { label: '계열', cell: (c) => categoryLabel(c) ?? '-' },
  { label: '담은 군', cell: (c) => <Badge variant="light">{gunLabel(c.gun)}</Badge> },
  { label: '모집 군', cell: (c) => <KnownGun choice={c} /> },
  { label: '주소', cell: (c) => <Text size="sm">{c.address ?? '-'}</Text> },
  { label: '홈페이지', cell: (c) => <Homepage homepage={c.homepage} /> },
];

const LABEL_WIDTH = 96;
/** A column per choice: narrower on the mobile layout so that more than one shows beside the fact names. */
const COLUMN_WIDTH = { desktop: 200, mobile: 150 };

/** The checkbox list picking what to compare. */
function ComparePicker({ choices, selected, onToggle }: { choices: ChosenMajor[]; selected: number[]; onToggle: (id: number) => void }) {
  const full = selected.length >= CHOICE_LIMITS.compare;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          비교할 학과 고르기
        </Text>
        <Text size="sm" c={full ? 'orange' : 'dimmed'} aria-live="polite">
          {selected.length}/{CHOICE_LIMITS.compare}개 선택{full ? ' (최대)' : ''}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4} verticalSpacing={4} role="group" aria-label="비교할 학과">
          {choices.map((c) => {
            const on = selected.includes(c.id);
            return (
              <Checkbox
                key={c.id}
                size="sm"
                checked={on}
                disabled={!on && full}
                onChange={() => onToggle(c.id)}
                label={`${gunLabel(c.gun)} · ${c.univ_name} ${c.major_name}`}
              />
            );
          })}
        </SimpleGrid>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The side-by-side table of the picked choices. */
function CompareTable({ compared }: { compared: ChosenMajor[] }) {
  const column = useIsMobile() ? COLUMN_WIDTH.mobile : COLUMN_WIDTH.desktop;
  if (compared.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        비교할 학과를 위에서 고르세요.
      </Text>
    );
  }
  const sticky = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;
  return (
    <TableScrollContainer minWidth={LABEL_WIDTH + compared.length * column} type="native">
      <Table layout="fixed" withTableBorder withColumnBorders verticalSpacing="xs" aria-label="지원 학과 비교">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={LABEL_WIDTH} style={sticky}>
              항목
            </Table.Th>
            {compared.map((c, i) => (
              <Table.Th key={c.id} w={column} scope="col" style={{ verticalAlign: 'top' }}>
                <Text size="sm" fw={700}>
                  {i + 1}. {c.univ_name}
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {c.major_name}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FACTS.map((f) => (
            <Table.Tr key={f.label}>
              <Table.Th scope="row" style={sticky}>
                {f.label}
              </Table.Th>
              {compared.map((c) => (
                <Table.Td key={c.id} style={{ verticalAlign: 'top', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
                  {f.cell(c)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}

function CompareBody({ choices }: { choices: ChosenMajor[] }) {
  const [selected, setSelected] = useState(() => initialCompare(choices));
  const compared = comparedOf(selected, choices);
  return (
    <Stack gap="md">
      <ComparePicker choices={choices} selected={selected} onToggle={(id) => setSelected((prev) => toggleCompare(prev, id, choices))} />
      <CompareTable compared={compared} />
    </Stack>
  );
}

export function ChoiceCompare({ opened, onClose, choices }: ChoiceCompareProps) {
  const mobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title="지원 학과 비교" fullScreen={mobile} size="calc(100vw - 48px)">
      {/* Mounted while open only, so each opening starts from the list as it is now. */}
      {opened && <CompareBody choices={choices} />}
    </Modal>
  );
}
