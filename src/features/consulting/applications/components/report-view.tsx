/**
 * The consulting report as a page (issue 10 point 7): the student, their chosen majors with converted scores,
 * bands and previous cut-offs, their mock-exam scores, the unit analysis of graded exams (weakest unit first),
 * and the consultant's assessment and advice. The same component is the consultant's preview and the student's
 * view; `report-print.css` prints only it ("인쇄"); "PDF 다운로드" is the server's PDF of the same report
 * (server/features/consulting/report-pdf.ts).
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Box, Divider, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ConsultingReport } from '../../../../api/consulting/applications';
import { BANDS } from '../../../../api/consulting/scores';
import { formatDateTime, gradeLabel, gunLabel, inReportOrder, subjectAreaLabel } from '../applications.rules';
import './report-print.css';

const show = (v: number | null) => (v === null ? '-' : String(v));
/** Band colours as the scaled-score modal shows them (안정 teal, 적정 blue, 소신 orange, 도전 red). */
const BAND_COLOR: Record<string, string> = Object.fromEntries(Object.values(BANDS).map((b) => [b.label, b.color]));
const rate = (correct: number, total: number) => (total ? `${Math.round((correct / total) * 100)}%` : '-');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Prose({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

export function ReportView({ report }: { report: ConsultingReport }) {
  const exams = [...new Set(report.scores.map((s) => `${s.year}|${s.test_name}`))];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} className="consulting-report" component="article" aria-label="컨설팅 보고서">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed">
            {report.service_name}
          </Text>
          <Title order={2} size="h3">
            입시 컨설팅 보고서
          </Title>
          <Text size="sm">
            {report.student.student_name} · {report.student.school_name} · {gradeLabel(report.student.grade)}
          </Text>
          <Text size="xs" c="dimmed">
            자료 기준 {formatDateTime(report.generated_at)}
          </Text>
        </div>
        <Divider />

        <Section title="1. 종합 의견">
          <Prose text={report.summary} empty="컨설턴트 의견을 작성하고 있습니다." />
        </Section>

        <Section title="2. 지원 대학·학과">
          {report.choices.length === 0 ? (
            <Text size="sm" c="dimmed">
              신청할 때 담은 학과가 없습니다.
            </Text>
          ) : (
            <ScrollArea type="auto">
              <Table withTableBorder verticalSpacing={4} fz="sm" miw={560} aria-label="지원 대학·학과">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>군</Table.Th>
                    <Table.Th>대학·학과</Table.Th>
                    <Table.Th w={100}>환산점수</Table.Th>
                    <Table.Th w={70}>판정</Table.Th>
                    <Table.Th>지난 입결 · 참고</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.choices.map((c, i) => (
                    <Table.Tr key={`${c.gun}-${c.major_id ?? c.major_name}-${i}`}>
                      <Table.Td>{gunLabel(c.gun)}</Table.Td>
                      <Table.Td>
                        {c.univ_name} {c.major_name}
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({c.region}, {c.year})
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {c.converted === null ? '-' : c.converted.toFixed(2)}
                        {c.formula && (
                          <Text size="xs" c="dimmed">
                            {c.formula.year} {c.formula.track}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{c.band ? <Badge color={BAND_COLOR[c.band] ?? 'gray'} variant="light">{c.band}</Badge> : '-'}</Table.Td>
                      <Table.Td>
                        {c.cutoffs.length ? c.cutoffs.map((k) => `${k.year} ${k.kind} ${k.score}`).join(' · ') : <Text span size="xs" c="dimmed">자료 없음</Text>}
                        {c.score_note && (
                          <Text size="xs" c="dimmed">
                            {c.score_note}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          {report.converted_note && (
            <Alert color="gray" variant="light" mt="xs" p="xs">
              <Text size="sm">{report.converted_note}</Text>
            </Alert>
          )}
        </Section>

        <Section title="3. 모의고사 성적">
          {exams.length === 0 ? (
            <Text size="sm" c="dimmed">
              신청할 때 입력한 성적이 없습니다.
            </Text>
          ) : (
            <Stack gap="xs">
              {exams.map((exam) => {
                const [year, name] = exam.split('|');
                return (
                  <ScrollArea type="auto" key={exam}>
                    <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={`${name} 성적`}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>
                            {name} ({year})
                          </Table.Th>
                          <Table.Th w={70}>원점수</Table.Th>
                          <Table.Th w={80}>표준점수</Table.Th>
                          <Table.Th w={70}>백분위</Table.Th>
                          <Table.Th w={56}>등급</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {inReportOrder(report.scores.filter((s) => `${s.year}|${s.test_name}` === exam)).map((s) => (
                            <Table.Tr key={s.consulting_exam_id}>
                              <Table.Td>{subjectAreaLabel(s.subject_area, s.choice_subject_id)}</Table.Td>
                              <Table.Td>{show(s.raw_score)}</Table.Td>
                              <Table.Td>{show(s.standard_score)}</Table.Td>
                              <Table.Td>{show(s.percentile)}</Table.Td>
                              <Table.Td>{show(s.grade)}</Table.Td>
                            </Table.Tr>
                          ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea>
                );
              })}
            </Stack>
          )}
        </Section>

        <Section title="4. 단원 분석">
          {report.units.length === 0 ? (
            <Text size="sm" c="dimmed">
              문항별 답안을 입력한 시험이 없어 단원 분석이 없습니다. 모의고사 답안을 입력하면 단원별로 분석해 드립니다.
            </Text>
          ) : (
            <Stack gap="xs">
              {report.units.map((exam) => (
                <ScrollArea type="auto" key={exam.consulting_exam_id}>
                  <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={`${exam.test_name} ${subjectAreaLabel(exam.subject_area)} 단원 분석`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>
                          {exam.test_name} {subjectAreaLabel(exam.subject_area)}
                        </Table.Th>
                        <Table.Th w={64}>문항</Table.Th>
                        <Table.Th w={64}>정답</Table.Th>
                        <Table.Th w={72}>정답률</Table.Th>
                        <Table.Th w={64}>득점</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {exam.units.map((u, i) => (
                        <Table.Tr key={u.unit}>
                          <Table.Td>
                            <Group gap={6} wrap="nowrap">
                              {u.unit}
                              {i === 0 && u.correct < u.total && (
                                <Badge size="xs" color="red" variant="light">
                                  보완 필요
                                </Badge>
                              )}
                            </Group>
                          </Table.Td>
                          <Table.Td>{u.total}</Table.Td>
                          <Table.Td>{u.correct}</Table.Td>
                          <Table.Td>{rate(u.correct, u.total)}</Table.Td>
                          <Table.Td>{u.earned}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
              ))}
            </Stack>
          )}
        </Section>

        <Section title="5. 전략과 조언">
          <Prose text={report.advice} empty="컨설턴트 조언을 작성하고 있습니다." />
        </Section>
      </Stack>
    </Paper>
  );
}
