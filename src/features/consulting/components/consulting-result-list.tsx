/**
 * The result of the consulting search (spec sections 2 and 9): the first 50 majors with the total and a hint
 * to narrow down when there are more, the majors left out for an unknown 군, and the empty states ("필터를
 * 선택하세요" when nothing is chosen, "조건에 맞는 학과가 없습니다" when nothing matches). A table on wide screens,
 * one card per major on the mobile layout (390 px and up). Inside a ChoicesProvider, a signed-in customer gets
 * the 가/나/다 buttons of the chosen list on each row (issue 10 point 4) and anyone else one prompt to sign in.
 */
import { Alert, Badge, EmptyState, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ConsultingSearchReply, UniversityListEntry } from '../../../api/consulting/search';
import { useIsMobile } from '../../../layout/breakpoints';
import { ChoiceToggleButtons } from '../choices/components/choice-toggle-buttons';
import { useChoicesContext } from '../choices/components/choices-provider';
import { ChoicesSignInButton } from '../choices/components/choices-sign-in';
import { gunLabel, mainName, subName } from '../consulting.rules';

export interface ConsultingResultListProps {
  data?: ConsultingSearchReply['data'];
  /** The first search is loading (nothing to show yet). */
  loading: boolean;
  /** A newer search is loading while the previous result shows. */
  refreshing: boolean;
  error: Error | null;
  /** Whether anything is chosen (nothing chosen: nothing is listed). */
  filtered: boolean;
}

const formatCount = (n: number) => n.toLocaleString('ko-KR');
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

function LoadingRows() {
  return (
    <Stack gap={8} aria-busy="true" aria-label="검색 결과를 불러오는 중">
      <Skeleton height={20} width="40%" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={44} />
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

export function ConsultingResultList({ data, loading, refreshing, error, filtered }: ConsultingResultListProps) {
  const isMobile = useIsMobile();
  const viewer = useChoicesContext()?.viewer;
  const chooser: Chooser = viewer?.kind === 'customer' ? viewer.uid : null;
  const prompt = viewer && (viewer.kind === 'anonymous' || viewer.kind === 'staff') ? <ChooseSignInPrompt staff={viewer.kind === 'staff'} /> : null;
  if (error && !data) {
    return (
      <Alert color="red" title="검색하지 못했습니다">
        {error.message}
      </Alert>
    );
  }
  if (!filtered) {
    return <EmptyState title="필터를 선택하세요" description="지역, 계열, 군을 고르거나 대학·학과 이름을 입력하면 맞는 학과를 보여 줍니다." />;
  }
  if (loading || !data) return <LoadingRows />;
  const unknown =
    data.unknown_gun_count > 0 ? (
      <Alert color="yellow" variant="light" p="xs">
        모집 군이 알려지지 않은 대학의 학과 {formatCount(data.unknown_gun_count)}개는 군 필터에서 제외했습니다.
      </Alert>
    ) : null;
  if (data.total === 0) {
    return (
      <Stack gap="sm">
        {unknown}
        <EmptyState title="조건에 맞는 학과가 없습니다" description="필터를 줄이거나 다른 이름으로 찾아 보세요." />
      </Stack>
    );
  }
  const more = data.total > data.keyword_list.length;
  return (
    <Stack gap="sm" style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={refreshing}>
      <Group justify="space-between" gap="xs" align="baseline">
        <Text fw={600} aria-live="polite">
          학과 {formatCount(data.total)}개{more ? ` 중 처음 ${data.keyword_list.length}개` : ''}
        </Text>
        {data.year !== null && (
          <Text size="xs" c="dimmed">
            {data.year}년 대학알리미 학과 목록 기준
          </Text>
        )}
      </Group>
      {more && (
        <Alert color="blue" variant="light" p="xs">
          결과가 많습니다. 지역·계열·군을 더 고르거나 이름으로 좁혀 보세요.
        </Alert>
      )}
      {unknown}
      {prompt}
      {isMobile ? <ResultCards rows={data.keyword_list} chooser={chooser} /> : <ResultTable rows={data.keyword_list} chooser={chooser} />}
    </Stack>
  );
}
