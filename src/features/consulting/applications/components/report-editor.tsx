/**
 * The consultant's report of one application: while it is in progress (the machine's `reportEditable` tag) the
 * facts are generated on the server from stored rows ("보고서 생성", again to refresh them) and the consultant writes
 * the assessment and advice (saved with "의견 저장"); the page below shows the report as the student will see it
 * (with the unsaved text), printable, and downloadable as the server's PDF of the saved report. Once delivered it is
 * shown as delivered, read-only.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_LIMITS, type ConsultingReport } from '../../../../api/consulting/applications';
import { consultingApplicationHasTag } from '../../../../machines/consulting-application.machine';
import { useGenerateReport, useSaveReportText } from '../api/save-report';
import { ReportOutputButtons } from './report-output-buttons';
import { ReportView } from './report-view';

export interface ReportEditorProps {
  application: { id: number; state: string; student_name: string; report: ConsultingReport | null };
  /** The consultant may handle the application (the policy's `application.handle`). */
  mayHandle: boolean;
}

export function ReportEditor({ application, mayHandle }: ReportEditorProps) {
  const { report } = application;
  const editable = mayHandle && consultingApplicationHasTag(application.state, 'reportEditable');
  const generate = useGenerateReport(application.id);
  const save = useSaveReportText(application.id);
  const [summary, setSummary] = useState(report?.summary ?? '');
  const [advice, setAdvice] = useState(report?.advice ?? '');
  const stored = { summary: report?.summary ?? '', advice: report?.advice ?? '' };
  const dirty = summary !== stored.summary || advice !== stored.advice;
  // A refetch brought another text (another consultant saved): follow it unless this one is being edited.
  useEffect(() => {
    if (!dirty) {
      setSummary(stored.summary);
      setAdvice(stored.advice);
    }
  }, [stored.summary, stored.advice]);

  const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: (error as Error).message });
  const onGenerate = () =>
    generate.mutate(undefined, { onSuccess: () => notifications.show({ color: 'teal', message: '저장된 지원 목록·성적·입결로 보고서 자료를 만들었습니다.' }), onError: failed('보고서를 만들지 못했습니다') });
  const onSave = () => save.mutate({ summary, advice }, { onSuccess: () => notifications.show({ color: 'teal', message: '의견을 저장했습니다.' }), onError: failed('의견을 저장하지 못했습니다') });

  const preview = report ? { ...report, summary, advice } : null;
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" component="section" aria-labelledby="report-editor-title">
        <Group justify="space-between" mb={6}>
          <Title order={3} size="h5" id="report-editor-title">
            컨설팅 보고서
          </Title>
          {report && (
            <ReportOutputButtons
              audience="consultant"
              application={application}
              fileTitle={`컨설팅 보고서_${application.student_name}_${application.id}`}
              pdfBlocked={dirty ? '저장하지 않은 의견이 있습니다. 의견을 저장한 뒤 내려받으세요.' : null}
            />
          )}
        </Group>
        {editable ? (
          <Stack gap="sm">
            <Group gap="xs">
              <Button variant={report ? 'default' : 'filled'} loading={generate.isPending} onClick={onGenerate}>
                {report ? '자료 다시 불러오기' : '보고서 생성'}
              </Button>
              <Text size="xs" c="dimmed">
                신청할 때 저장된 지원 목록과 성적, 등록된 환산 공식과 입결, 문항별 답안으로 만듭니다. 작성한 의견은 그대로 남습니다.
              </Text>
            </Group>
            {report && (
              <>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  <Textarea label="종합 의견" autosize minRows={5} maxLength={APPLICATION_LIMITS.reportText} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} />
                  <Textarea label="전략과 조언" autosize minRows={5} maxLength={APPLICATION_LIMITS.reportText} value={advice} onChange={(e) => setAdvice(e.currentTarget.value)} />
                </SimpleGrid>
                <Group justify="flex-end" gap="xs">
                  {dirty && (
                    <Text size="xs" c="orange">
                      저장하지 않은 의견이 있습니다.
                    </Text>
                  )}
                  <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
                    의견 저장
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        ) : report ? (
          <Text size="sm" c="dimmed">
            {consultingApplicationHasTag(application.state, 'reportVisible') ? '학생에게 전달된 보고서입니다. 고칠 수 없습니다.' : '보고서는 진행 중인 신청에서만 고칠 수 있습니다.'}
          </Text>
        ) : (
          <Alert color="gray" variant="light">
            보고서는 진행 중인 신청에서 만들 수 있습니다. 먼저 ‘진행 시작’을 누르세요.
          </Alert>
        )}
      </Paper>
      {preview && <ReportView report={preview} />}
    </Stack>
  );
}
