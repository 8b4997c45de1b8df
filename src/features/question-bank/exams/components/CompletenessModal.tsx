/** Spec section 2/5: the warning modal listing what each incomplete question is missing. */
import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';

export interface IncompleteItem {
  question_index: number;
  missing: string[];
}

export function CompletenessModal({ items, opened, onClose, onGo, serverMessage }: { items: IncompleteItem[]; opened: boolean; onClose: () => void; onGo: (index: number) => void; serverMessage?: string | null }) {
  return (
    <Modal opened={opened} onClose={onClose} title="입력하지 않은 항목이 있습니다" centered>
      <Stack gap="sm">
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Text size="sm">아래 문항을 완성해야 입력을 완료할 수 있습니다.</Text>
        <List spacing="xs" aria-label="미완성 문항">
          {items.map((q) => (
            <List.Item key={q.question_index}>
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => onGo(q.question_index)}>
                  {q.question_index}번
                </Button>
                {q.missing.map((m) => (
                  <Badge key={m} color="red" variant="light">
                    {m}
                  </Badge>
                ))}
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>확인</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
