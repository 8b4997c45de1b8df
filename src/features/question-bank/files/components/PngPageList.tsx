/** The page images of an exam subject: the pages in order with download and delete (confirmed), and adding pages. */
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { pngFileListUpload, type ExamFile } from '../../../../api/question-bank/files';
import { formatSize } from '../../../../api/uploads';
import { useDeletePngPage } from '../api/delete-png-page';
import { DownloadButton } from './DownloadButton';
import { FileUpload } from './FileUpload';

export interface PngPageListProps {
  examSubjectId: number;
  pages: ExamFile[];
  maxMb: number;
  /** The most pages one upload may carry (the server's UPLOAD_MAX_FILES). */
  maxFiles: number;
  /** Whether the signed-in level may add and delete pages. */
  canEdit: boolean;
  onChanged: () => void;
}

export function PngPageList({ examSubjectId, pages, maxMb, maxFiles, canEdit, onChanged }: PngPageListProps) {
  const [divide, setDivide] = useState(true);
  const remove = useDeletePngPage(examSubjectId);

  const confirmDelete = (page: ExamFile) =>
    modals.openConfirmModal({
      title: '페이지 이미지 삭제',
      children: (
        <Text size="sm">
          {page.page}페이지({page.file_name})를 삭제합니다. 저장된 파일도 함께 지워지며 되돌릴 수 없습니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(page.id),
    });

  return (
    <Card withBorder padding="md" component="section" aria-label="페이지 이미지">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>페이지 이미지</Title>
          <Text size="sm" c="dimmed">
            {pages.length}장
          </Text>
        </Group>
        {pages.length === 0 ? (
          <Text size="sm" c="dimmed">
            등록된 페이지 이미지가 없습니다.
          </Text>
        ) : (
          // three columns that fit the editor's side column: the buttons keep their own width and never scroll out of sight
          <Table striped highlightOnHover layout="fixed" aria-label="페이지 이미지 목록">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ width: '4rem' }}>페이지</Table.Th>
                <Table.Th>파일</Table.Th>
                <Table.Th style={{ width: canEdit ? '9.5rem' : '6rem' }}>작업</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.map((page) => (
                <Table.Tr key={page.id}>
                  <Table.Td>{page.page}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end" title={page.file_name}>
                      {page.file_name}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      {page.is_divide ? <Badge size="xs" color="indigo">문항 분할</Badge> : <Badge size="xs" color="gray">분할 제외</Badge>}
                      <Text size="xs" c="dimmed">
                        {formatSize(page.size)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <DownloadButton file={page} />
                      {canEdit && (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          px={8}
                          aria-label={`${page.page}페이지 삭제`}
                          loading={remove.isPending && remove.variables === page.id}
                          onClick={() => confirmDelete(page)}
                        >
                          삭제
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canEdit && (
          <Stack gap="xs">
            <Switch
              label="문항 분할 대상"
              description="새로 올리는 페이지를 문항 이미지로 나눌지 정합니다."
              checked={divide}
              onChange={(event) => setDivide(event.currentTarget.checked)}
            />
            <FileUpload
              call={pngFileListUpload}
              fields={{ id: String(examSubjectId), type: 'png', is_divide: String(divide) }}
              kind="page"
              label="페이지 이미지"
              maxMb={maxMb}
              maxFiles={maxFiles}
              multiple
              onUploaded={onChanged}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
