/**
 * The questions of the AI exam beside the canvas: number (and section), how many boxes it has, whether the
 * signed-in user has seen it (question_visited_check: 봄 / 안 봄) and its open split-error reports. Choosing one
 * focuses its boxes on the canvas.
 */
import { Badge, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DividedStateReply } from '../../../../api/digitise/images';
import { visitedQueryOptions } from '../../reports/api/question-visited';
import { sectionLabel, type EditorBox } from '../box-editor.rules';

type Question = DividedStateReply['questions'][number];

export interface QuestionListProps {
  examSubjectId: number;
  questions: Question[];
  boxes: EditorBox[];
  current: { number: string; section: string } | null;
  onChoose: (q: Question) => void;
}

export function QuestionList({ examSubjectId, questions, boxes, current, onChoose }: QuestionListProps) {
  const visits = useQuery(visitedQueryOptions(examSubjectId));
  const seen = new Map((visits.data?.data_list ?? []).map((v) => [v.question_id, v.visited_types.length > 0]));
  const sections = new Set(questions.map((q) => q.section));
  return (
    <nav aria-label="문항 목록">
      <Text size="xs" c="dimmed" mb={4}>
        문항 {questions.length}개 · 본 문항 {questions.filter((q) => seen.get(q.question_id) ?? q.visited).length}개
      </Text>
      <ScrollArea.Autosize mah="70vh" type="auto">
        {questions.map((q) => {
          const count = boxes.filter((b) => b.section === q.section && (b.kind === 'question' ? b.number === q.number : b.kind === 'choice' && b.number.split('.')[0] === q.number)).length;
          const visited = seen.get(q.question_id) ?? q.visited;
          const active = current?.number === q.number && current.section === q.section;
          const name = `${sections.size > 1 ? `${sectionLabel(q.section)} ` : ''}${q.number}번`;
          return (
            <NavLink
              key={q.question_id}
              active={active}
              onClick={() => onChoose(q)}
              aria-label={`${name} 문항, ${visited ? '봄' : '안 봄'}, 상자 ${count}개${q.open_reports ? `, 분할 오류 신고 ${q.open_reports}건` : ''}`}
              aria-current={active ? 'true' : undefined}
              py={4}
              label={
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={active ? 700 : 500}>
                    {name}
                  </Text>
                  <Badge size="xs" variant={visited ? 'light' : 'outline'} color={visited ? 'teal' : 'gray'}>
                    {visited ? '봄' : '안 봄'}
                  </Badge>
                  {count === 0 && (
                    <Badge size="xs" color="red" variant="light">
                      상자 없음
                    </Badge>
                  )}
                  {q.open_reports > 0 && (
                    <Badge size="xs" color="orange" title="열린 분할 오류 신고">
                      신고 {q.open_reports}
                    </Badge>
                  )}
                </Group>
              }
            />
          );
        })}
      </ScrollArea.Autosize>
    </nav>
  );
}
