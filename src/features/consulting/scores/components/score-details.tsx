/**
 * The content of the scaled-score modal (spec section 2; issue 10 point 6): for one choice or major, the
 * converted score and its band, or, instead of a number, why there is none (no formula, an unfinished formula,
 * missing scores: each gap named); the sitting the scores come from; the steps of the computation as a list;
 * the band rule written out with the major's cut-offs; the formula's year, track, source and note (what is
 * uncertain). The track can be switched among the university's formulas.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Center, Divider, Group, List, Loader, SegmentedControl, Spoiler, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import { SCORE_AREAS, type ScoreData, type Track } from '../../../../api/consulting/scores';
import { gunLabel } from '../../consulting.rules';
import { formatNumber } from '../../score.rules';
import { useScore } from '../api/get-score';
import { BandBadge } from './band-badge';
import { requestOf, type ScoreTarget } from './score-target';

export interface ScoreDetailsProps {
  target: ScoreTarget;
  /** A consultant reading a student: that student's id. Absent: the signed-in student's own scores. */
  userId?: number;
}

const STATUS_ALERT = {
  no_formula: { title: '환산 공식이 없습니다', color: 'gray' },
  incomplete: { title: '공식이 완성되지 않았습니다', color: 'yellow' },
  missing_scores: { title: '성적이 모자랍니다', color: 'orange' },
} as const;

function ScoreHeadline({ data }: { data: ScoreData }) {
  if (data.score_status === 'ok' && data.converted !== null) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            환산점수
          </Text>
          <Text fz={32} fw={800} lh={1.1} aria-label={`환산점수 ${formatNumber(data.converted)}점`}>
            {formatNumber(data.converted)}
            <Text span fz="md" fw={500}>
              점
            </Text>
          </Text>
        </div>
        {data.band && <BandBadge band={data.band} size="lg" mb={4} />}
      </Group>
    );
  }
  const alert = STATUS_ALERT[data.score_status as keyof typeof STATUS_ALERT];
  return (
    <Alert color={alert.color} title={alert.title} role="status">
      <Stack gap={6}>
        <Text size="sm">{data.message}</Text>
        {data.missing.length > 0 && (
          <List size="sm" spacing={2} aria-label="빠진 항목">
            {data.missing.map((m) => (
              <List.Item key={`${m.source}-${m.area}-${m.message}`}>
                <Badge size="xs" variant="outline" color={m.source === 'student' ? 'orange' : 'gray'} mr={6}>
                  {m.source === 'student' ? '성적' : '공식'}
                  {m.area ? ` · ${SCORE_AREAS[m.area]}` : ''}
                </Badge>
                {m.message}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

function BandSection({ data }: { data: ScoreData }) {
  const status = data.band_status === 'no_cutoff' ? '이 학과의 70%컷 입결이 없어 구간을 정하지 않았습니다.' : data.band_status === 'no_score' ? '환산점수가 없어 구간을 정하지 않았습니다.' : null;
  return (
    <Stack gap={6} component="section" aria-label="지원 구간">
      <Title order={5}>지원 구간</Title>
      {data.band ? (
        <Group gap="xs">
          <BandBadge band={data.band} />
          <Text size="sm">
            {formatNumber(data.converted!)}점은 {data.reference!.year}학년도 70%컷 {formatNumber(data.reference!.score)}점 기준으로 이 구간입니다.
          </Text>
        </Group>
      ) : (
        <Text size="sm">{status}</Text>
      )}
      <Text size="xs" c="dimmed">
        {data.rule}
      </Text>
      {data.cutoffs.length > 0 && (
        <TableScrollContainer minWidth={300}>
          <Table withTableBorder striped verticalSpacing={4} fz="xs" aria-label="입력된 입결">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>연도</Table.Th>
                <Table.Th>종류</Table.Th>
                <Table.Th ta="right">점수</Table.Th>
                <Table.Th>출처</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.cutoffs.map((c) => (
                <Table.Tr key={c.id} fw={c.id === data.reference?.id ? 700 : undefined}>
                  <Table.Td>{c.year}</Table.Td>
                  <Table.Td>{c.kind}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.score)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{c.source}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </Stack>
  );
}

function FormulaSection({ data }: { data: ScoreData }) {
  const f = data.formula;
  return (
    <Stack gap={6} component="section" aria-label="공식 출처">
      <Title order={5}>공식과 출처</Title>
      {f ? (
        <>
          <Group gap="xs">
            <Text size="sm">
              {data.target.univ_name} {f.year}학년도 {f.track} 공식
            </Text>
            <Badge size="sm" variant="light" color={f.edited ? 'blue' : 'gray'}>
              {f.edited ? '관리자 수정' : '보도 자료 표본'}
            </Badge>
          </Group>
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            출처: {f.source}
          </Text>
          {f.note && (
            <Spoiler maxHeight={72} showLabel="메모 더 보기" hideLabel="접기">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                메모: {f.note}
              </Text>
            </Spoiler>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          쓸 수 있는 공식이 없습니다.
        </Text>
      )}
    </Stack>
  );
}

/** The details of one converted score, with their own loading and failure states. */
export function ScoreDetails({ target, userId }: ScoreDetailsProps) {
  const [track, setTrack] = useState<Track | undefined>();
  const score = useScore({ ...requestOf(target, userId), ...(track ? { track } : {}) });
  const data = score.data;

  if (score.isError && !data) {
    return (
      <Alert color="red" title="환산점수를 불러오지 못했습니다" role="alert">
        <Stack gap="xs">
          <Text size="sm">{score.error instanceof Error ? score.error.message : String(score.error)}</Text>
          <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => void score.refetch()}>
            다시 불러오기
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="환산점수를 계산하는 중" />
      </Center>
    );
  }

  const trackOptions = [...new Set([...data.tracks, ...(data.track ? [data.track] : [])])];
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          {data.target.gun && <Badge variant="filled">{gunLabel(data.target.gun)}</Badge>}
          <Text size="xs" c="dimmed">
            {data.target.year}년 학과 목록 기준
          </Text>
        </Group>
        <Text fw={700} size="lg" mt={4}>
          {data.target.univ_name}
        </Text>
        <Text size="md">{data.target.major_name}</Text>
      </div>

      {trackOptions.length > 1 && (
        <Stack gap={4}>
          <SegmentedControl aria-label="공식 계열" size="xs" value={data.track ?? ''} onChange={(v) => setTrack(v as Track)} data={trackOptions} disabled={score.isFetching} />
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {data.track_rule}
      </Text>

      <ScoreHeadline data={data} />
      <Text size="sm">{data.sitting ? `기준 성적: ${data.sitting.test_name} (최근 입력한 모의고사)` : '입력된 모의고사 성적이 없습니다. 성적을 입력하면 계산됩니다.'}</Text>

      {data.warnings.length > 0 && (
        <Alert color="yellow" variant="light" p="xs" title="알아 두세요">
          <List size="sm" spacing={2}>
            {data.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <Stack gap={6} component="section" aria-label="계산 과정">
        <Title order={5}>계산 과정</Title>
        {data.steps.length ? (
          <List type="ordered" size="sm" spacing={4}>
            {data.steps.map((s, i) => (
              <List.Item key={`${i}-${s.text}`} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
                {s.text}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            계산하지 않아 과정이 없습니다.
          </Text>
        )}
      </Stack>

      <Divider />
      <BandSection data={data} />
      <Divider />
      <FormulaSection data={data} />
    </Stack>
  );
}
