/**
 * The picked files of a paper in page order: a photo's thumbnail (or a PDF mark), its page number, name
 * and size, and buttons to move it up or down or take it out. Page order is the order the server stores.
 */
import { ActionIcon, Box, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatSize, type PickedPage } from './picked-pages';

export interface PickedPageListProps {
  pages: PickedPage[];
  disabled?: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}

export function PickedPageList({ pages, disabled = false, onMove, onRemove }: PickedPageListProps) {
  if (pages.length === 0) return null;
  const isPdf = pages[0].kind === 'pdf';
  return (
    <Stack gap={6} component="ol" aria-label="올릴 파일 (쪽 순서)" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pages.map((page, index) => {
        const label = isPdf ? 'PDF' : `${index + 1}쪽`;
        return (
          <Paper key={page.key} component="li" withBorder p={6} aria-label={`${label} ${page.file.name}`}>
            <Group gap="sm" wrap="nowrap">
              <Box w={44} h={56} style={{ flex: 'none', borderRadius: 4, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
                {page.preview ? (
                  <Image src={page.preview} alt="" w={44} h={56} fit="cover" />
                ) : (
                  <Center h="100%">
                    <Text size="xs" fw={700} c="red.7">
                      PDF
                    </Text>
                  </Center>
                )}
              </Box>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" title={page.file.name}>
                  {page.file.name} · {formatSize(page.file.size)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {!isPdf && (
                  <>
                    <ActionIcon variant="default" size="lg" disabled={disabled || index === 0} onClick={() => onMove(index, -1)} aria-label={`${label} 위로`}>
                      ↑
                    </ActionIcon>
                    <ActionIcon variant="default" size="lg" disabled={disabled || index === pages.length - 1} onClick={() => onMove(index, 1)} aria-label={`${label} 아래로`}>
                      ↓
                    </ActionIcon>
                  </>
                )}
                <ActionIcon variant="subtle" color="red" size="lg" disabled={disabled} onClick={() => onRemove(index)} aria-label={`${label} 빼기`}>
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
