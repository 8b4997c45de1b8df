/**
 * The rows of the consulting search's result (consulting-result-list.tsx): a table on wide screens, one card per
 * major on the mobile layout, with the 가/나/다 buttons of the chosen list for a signed-in customer and one prompt
 * to sign in for anyone else. Loaded when there is a result to show (issue 13 point 4: the table and the buttons
 * stay out of the first load of the page, which starts with nothing chosen).
 */
import { Alert, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { UniversityListEntry } from '../../../api/consulting/search';
import { ChoiceToggleButtons } from '../choices/components/choice-toggle-buttons';
import { ChoicesSignInButton } from '../choices/components/choices-sign-in';
import type { ChoicesViewer } from '../choices/choices-viewer.rules';
import { gunLabel, mainName, subName } from '../consulting.rules';

const categoryOf = (e: UniversityListEntry) => `${mainName(e.head_major)} · ${subName(e.major_id)}`;

function GunBadge({ type }: { type: UniversityListEntry['type'] }) {
  return type ? (
    <Badge size="sm" variant="light">
      {gunLabel(type)}
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" color="gray">
      군 미정
    </Badge>
  );
}

/** The members of a 학부, shortened for the list. */
function Members({ entry }: { entry: UniversityListEntry }) {
  const members = entry.member_majors.filter((m) => m !== entry.major_name);
  if (!members.length) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={1} title={members.join(', ')}>
      {members.join(', ')}
    </Text>
  );
}

/** The signed-in customer who may choose majors, or null (no buttons). */
type Chooser = number | null;

function ResultTable({ rows, chooser }: { rows: UniversityListEntry[]; chooser: Chooser }) {
  const w = chooser === null ? { region: '10%', univ: '28%', major: '32%', category: '20%', gun: '10%' } : { region: '7%', univ: '22%', major: '25%', category: '15%', gun: '11%' };
  return (
    <Table striped highlightOnHover layout="fixed" aria-label="검색 결과">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={w.region}>지역</Table.Th>
          <Table.Th w={w.univ}>대학</Table.Th>
          <Table.Th w={w.major}>학과</Table.Th>
          <Table.Th w={w.category}>계열</Table.Th>
          <Table.Th w={w.gun}>군</Table.Th>
          {chooser !== null && <Table.Th w="20%">지원 목록</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((e) => (
          <Table.Tr key={e.keyword_id}>
            <Table.Td>{e.region}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {e.univ_name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{e.major_name}</Text>
              <Members entry={e} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {categoryOf(e)}
              </Text>
            </Table.Td>
            <Table.Td>
              <GunBadge type={e.type} />
            </Table.Td>
            {chooser !== null && (
              <Table.Td>
                <ChoiceToggleButtons uid={chooser} entry={e} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ResultCards({ rows, chooser }: { rows: UniversityListEntry[]; chooser: Chooser }) {
  return (
    <Stack gap={6} role="list" aria-label="검색 결과">
      {rows.map((e) => (
        <Paper key={e.keyword_id} withBorder p="xs" role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {e.univ_name}
              </Text>
              <Text size="sm">{e.major_name}</Text>
              <Members entry={e} />
              <Text size="xs" c="dimmed">
                {e.region} · {categoryOf(e)}
              </Text>
            </Stack>
            <GunBadge type={e.type} />
          </Group>
          {chooser !== null && (
            <Group justify="flex-end" mt={6}>
              <ChoiceToggleButtons uid={chooser} entry={e} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The one prompt of the result for someone who cannot choose: sign in as a student or parent. */
function ChooseSignInPrompt({ staff }: { staff: boolean }) {
  return (
    <Alert color="indigo" variant="light" p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {staff ? '학생·학부모 계정으로 로그인하면 학과를 가·나·다군 지원 목록에 담을 수 있습니다.' : '로그인하면 학과를 가·나·다군 지원 목록에 담을 수 있습니다.'}
        </Text>
        <ChoicesSignInButton />
      </Group>
    </Alert>
  );
}

/** The prompt (if any) and the rows of a result, as the viewer may use them. */
export default function ConsultingResultRows({ rows, viewer, isMobile }: { rows: UniversityListEntry[]; viewer: ChoicesViewer | undefined; isMobile: boolean }) {
  const chooser: Chooser = viewer?.kind === 'customer' ? viewer.uid : null;
  const prompt = viewer && (viewer.kind === 'anonymous' || viewer.kind === 'staff') ? <ChooseSignInPrompt staff={viewer.kind === 'staff'} /> : null;
  return (
    <>
      {prompt}
      {isMobile ? <ResultCards rows={rows} chooser={chooser} /> : <ResultTable rows={rows} chooser={chooser} />}
    </>
  );
}
