/** The paper's fields beside the viewer: where it is from, its state (and why it was rejected), who sent it and when. */
import { Paper, Table, Text, Title } from '@mantine/core';
import type { TestPaperDetail } from '../../../api/test-papers';
import { filterLabel, formatDateTime } from '../test-papers.rules';
import { TestPaperStateBadge } from './test-paper-state-badge';

type Paper = TestPaperDetail['data'];

export function TestPaperFields({ paper }: { paper: Paper }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['번호', paper.id],
    ['학교', paper.school_name],
    ['학교급', filterLabel('school_type', paper.school_type)],
    ['학년', filterLabel('grade_id', paper.grade_id)],
    ['과목', filterLabel('subject_type_id', paper.subject_type_id)],
    ['학기', filterLabel('semester', paper.semester)],
    ['연도', `${paper.year}년`],
    ['상태', <TestPaperStateBadge key="state" code={paper.state} />],
    ...(paper.reason ? ([['반려 사유', <Text key="reason" size="sm" style={{ whiteSpace: 'pre-wrap' }}>{paper.reason}</Text>]] as Array<[string, React.ReactNode]>) : []),
    ['파일', `${paper.type === 'pdf' ? 'PDF' : '사진'} ${paper.file_count}개`],
    ['올린 사람', paper.user_name ?? `회원 ${paper.user_id}`],
    ['올린 날', formatDateTime(paper.create_time)],
    ['바뀐 날', formatDateTime(paper.update_time)],
    ['지급 포인트', paper.points_awarded > 0 ? `${paper.points_awarded.toLocaleString('ko-KR')}점` : '없음'],
  ];
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="test-paper-fields-title">
      <Title order={3} size="h5" mb={6} id="test-paper-fields-title">
        시험지 정보
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={96} scope="row" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
