/**
 * 환산 공식과 입결 on /admin/admin-consulting (issue 10 point 6): the formulas by university and year (each with
 * what it still lacks to be computed, and who changed it), the structured editor to add or change one, and the
 * chosen university's previous years' cut-offs. The band rule is written at the top, as the modal writes it.
 * The viewer's rights come from CONSULTING_POLICY 'formula.edit' (the route passes the signed-in actor).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import type { Actor } from '../../../../api/policy';
import type { FormulaRow } from '../../../../api/consulting/scores';
import { CONSULTING_POLICY } from '../../consulting.policy';
import { BAND_RULE_TEXT } from '../../score.rules';
import { useFormulas, useScoreUniversities } from '../api/formulas';
import { CutoffTable } from './cutoff-table';
import { FormulaEditor, type FormulaDraft } from './formula-editor';

export interface FormulaAdminProps {
  /** The signed-in staff member (uid, level): who may edit is decided by the consulting policy. */
  actor: Actor;
}

const WEIGHT_MODE_LABEL = { relative: '곱하는 수', percent: '반영 비율' } as const;

function FormulaTable({ rows, loading, canEdit, onEdit }: { rows: FormulaRow[]; loading: boolean; canEdit: boolean; onEdit: (row: FormulaRow) => void }) {
  return (
    <TableScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="환산 공식 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>대학 · 학년도 · 계열</Table.Th>
            <Table.Th>상태</Table.Th>
            {canEdit && <Table.Th w={64} aria-label="동작" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.univ_name}
                  {row.campus !== '본교' ? ` (${row.campus})` : ''} · {row.year} · {row.track}
                </Text>
                <Text size="xs" c="dimmed">
                  {WEIGHT_MODE_LABEL[row.formula.weight_mode]} · {row.edited_by_name ? `${row.edited_by_name} 수정` : '표본 자료'}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.gaps.length ? (
                  <Badge color="yellow" variant="light" title={row.gaps.join('\n')}>
                    빠짐 {row.gaps.length}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    완성
                  </Badge>
                )}
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => onEdit(row)} aria-label={`공식 수정: ${row.univ_name} ${row.year} ${row.track}`}>
                    수정
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {!rows.length && (
            <Table.Tr>
              <Table.Td colSpan={canEdit ? 3 : 2}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  {loading ? '공식을 불러오는 중입니다.' : '이 대학의 공식이 없습니다. 공식이 없는 대학은 환산점수를 계산하지 않습니다.'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}

export function FormulaAdmin({ actor }: FormulaAdminProps) {
  const canEdit = CONSULTING_POLICY.allows(actor, 'formula.edit', {});
  const [universityId, setUniversityId] = useState<number | null>(null);
  const [draft, setDraft] = useState<FormulaDraft | null>(null);
  const universities = useScoreUniversities();
  const formulas = useFormulas(universityId === null ? {} : { university_id: universityId });
  const university = universities.data?.find((u) => u.id === universityId) ?? null;
  const options = (universities.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name}${u.campus === '본교' ? '' : ` (${u.campus})`} · 공식 ${u.formulas} · 입결 ${u.cutoffs}` }));

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title="환산 공식과 지원 구간">
        <Text size="sm">
          대학별 환산 공식(반영 점수, 가중치, 영어·한국사 등급 점수, 가산점)과 학과별 지난해 입결을 관리합니다. 출처에 없는 내용은 비워 두세요: 비운 항목이 있는 공식은 학생 화면에서
          계산하지 않고 빠진 항목을 알려 줍니다.
        </Text>
        <Text size="xs" c="dimmed" mt={6}>
          {BAND_RULE_TEXT}
        </Text>
      </Alert>

      <Select
        label="대학"
        description="비우면 모든 대학의 공식을 봅니다"
        data={options}
        value={universityId === null ? null : String(universityId)}
        onChange={(v) => setUniversityId(v ? Number(v) : null)}
        searchable
        clearable
        placeholder={universities.isLoading ? '대학 목록을 불러오는 중' : '대학 이름으로 찾기'}
        nothingFoundMessage="맞는 대학이 없습니다"
        maw={480}
      />

      <Paper withBorder p="sm" radius="md" component="section" aria-label="환산 공식">
        <Group justify="space-between" mb="xs">
          <Title order={4}>환산 공식</Title>
          {canEdit && (
            <Button size="xs" onClick={() => setDraft({ universityId })}>
              공식 추가
            </Button>
          )}
        </Group>
        {formulas.isError && !formulas.data ? (
          <Alert color="red" role="alert">
            공식을 불러오지 못했습니다.{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void formulas.refetch()}>
              다시 불러오기
            </Button>
          </Alert>
        ) : (
          <FormulaTable rows={formulas.data ?? []} loading={formulas.isLoading} canEdit={canEdit} onEdit={(row) => setDraft({ row })} />
        )}
      </Paper>

      <Paper withBorder p="sm" radius="md" component="section" aria-label="지난해 입결">
        <Title order={4} mb="xs">
          지난해 입결
        </Title>
        {university ? (
          <CutoffTable universityId={university.id} universityName={university.name} canEdit={canEdit} />
        ) : (
          <Text size="sm" c="dimmed">
            위에서 대학을 고르면 그 대학 학과들의 입결을 보고 입력할 수 있습니다.
          </Text>
        )}
      </Paper>

      <FormulaEditor draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}
