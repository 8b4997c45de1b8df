/**
 * The question asked when someone leaves a filled application form (apply-form.tsx). Loaded the first time it is
 * needed (issue 13 point 4: the modal and its focus trap stay out of the page's first load).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export default function LeaveWarningDialog({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened={opened} onClose={onStay} title="작성 중인 신청서가 있습니다" centered>
      <Stack gap="md">
        <Text size="sm">이 페이지를 떠나면 입력한 내용이 사라집니다. 그래도 나갈까요?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            계속 작성
          </Button>
          <Button color="red" onClick={onLeave}>
            나가기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
