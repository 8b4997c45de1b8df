/** The shortcut help popover of the box editor ("단축키"), printed from the one shortcut table. */
import { ActionIcon, Kbd, Popover, Table, Text } from '@mantine/core';
import { SHORTCUTS } from '../box-shortcuts';

/** A "?" button that opens the list of shortcuts; `opened` is controlled so the "?" key can open it too. */
export function ShortcutHelp({ opened, onChange }: { opened: boolean; onChange: (opened: boolean) => void }) {
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" withArrow shadow="md" width={360}>
      <Popover.Target>
        <ActionIcon variant="default" size="md" aria-label="단축키 도움말" onClick={() => onChange(!opened)}>
          ?
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          단축키 (캔버스를 누른 뒤)
        </Text>
        <Table fz="xs" verticalSpacing={2} aria-label="단축키 목록">
          <Table.Tbody>
            {SHORTCUTS.map((s) => (
              <Table.Tr key={s.keys}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Kbd size="xs">{s.keys}</Kbd>
                </Table.Td>
                <Table.Td>{s.label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
