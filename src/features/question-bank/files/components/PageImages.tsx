/** The exam's page images, shown beside the question form (loaded through the download call, newest token). */
import { useEffect, useState } from 'react';
import { Alert, Group, Image, Paper, ScrollArea, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchExamFile } from '../api/download-exam-file';
import { useExamFiles } from '../api/get-exam-files';

function PageImage({ fileId, name, width }: { fileId: number; name: string; width: number }) {
  const blob = useQuery({ queryKey: ['question-bank', 'files', 'page', fileId], queryFn: () => fetchExamFile(fileId), staleTime: Infinity });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  if (blob.isError) return <Alert color="red">{name}: {blob.error.message}</Alert>;
  if (!url) return <Skeleton h={240} />;
  return <Image src={url} alt={name} w={`${width}%`} fit="contain" />;
}

export function PageImages({ examSubjectId }: { examSubjectId: number }) {
  const files = useExamFiles(examSubjectId);
  const [zoom, setZoom] = useState('100');
  const pages = files.data?.png_list ?? [];
  if (files.isPending) return <Skeleton h={120} />;
  if (!pages.length) return null;
  return (
    <Paper withBorder p="xs" aria-label="시험지 페이지 이미지">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          시험지 이미지 ({pages.length}쪽)
        </Text>
        <SegmentedControl size="xs" value={zoom} onChange={setZoom} data={[{ value: '60', label: '작게' }, { value: '100', label: '맞춤' }]} aria-label="이미지 크기" />
      </Group>
      <ScrollArea.Autosize mah="60vh">
        <Stack gap="xs">
          {pages.map((p) => (
            <div key={p.id}>
              <Text size="xs" c="dimmed">
                {p.page}쪽 · {p.file_name}
              </Text>
              <PageImage fileId={p.id} name={`${p.page}쪽`} width={Number(zoom)} />
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
