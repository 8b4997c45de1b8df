/**
 * A delivered report of the applicant's own application, as a page in a dialog (full screen on a phone) with
 * "PDF 다운로드" and "인쇄". Loaded when a report is first opened from 내 신청 내역 (my-applications.tsx; issue 13
 * point 4: the dialog, the report view and its buttons stay out of /consulting/apply's first load).
 */
import { Alert, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMyApplication } from '../api/get-my-applications';
import { ReportOutputButtons } from './report-output-buttons';
import { ReportView } from './report-view';

export default function ReportDialog({ id, mobile, onClose }: { id: number | null; mobile: boolean; onClose: () => void }) {
  const own = useMyApplication(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title="컨설팅 보고서" size="xl" fullScreen={mobile}>
      {own.isPending ? (
        <Center py="xl">
          <Loader aria-label="보고서를 불러오는 중" />
        </Center>
      ) : own.isError ? (
        <Alert color="red">{own.error.message}</Alert>
      ) : own.data.report ? (
        <Stack gap="sm">
          <Group justify="flex-end">
            <ReportOutputButtons audience="applicant" application={own.data} fileTitle={`컨설팅 보고서_${own.data.student_name}`} />
          </Group>
          <ReportView report={own.data.report} />
        </Stack>
      ) : (
        <Text size="sm">보고서가 아직 전달되지 않았습니다.</Text>
      )}
    </Modal>
  );
}
