/**
 * The crops of one question of an AI exam, which the enterer completes the question from: its shared passage
 * (get_s_image), the question itself, one image per part (get_q_image), and its choices ①-⑤ (get_c_images).
 */
import { Alert, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Crop } from '../../../../api/digitise/images';
import { useCrops, type CropKind } from '../api/crops';
import { boxLabel, sectionLabel } from '../box-editor.rules';

const TITLES: Record<CropKind, string> = { passage: '공통 지문', question: '문항', choices: '선택지' };

function CropImages({ examSubjectId, kind, q }: { examSubjectId: number; kind: CropKind; q: { number: string; section: string } }) {
  const crops = useCrops(examSubjectId, kind, q);
  if (crops.isPending) return <Skeleton h={kind === 'choices' ? 40 : 120} />;
  if (crops.isError) return <Alert color="red">{crops.error.message}</Alert>;
  const images: Crop[] = crops.data.images;
  if (!images.length) {
    return kind === 'question' ? (
      <Text size="xs" c="red">
        이 문항의 상자가 없습니다. 상자 편집기에서 그리세요.
      </Text>
    ) : null;
  }
  const list = images.map((c) => <Image key={c.id} src={c.image} alt={`${TITLES[kind]} ${boxLabel(c)} (${c.page}쪽)`} fit="contain" radius="xs" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />);
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        {TITLES[kind]}
      </Text>
      {kind === 'choices' ? (
        <SimpleGrid cols={images.length > 3 ? 3 : images.length} spacing={4}>
          {list}
        </SimpleGrid>
      ) : (
        list
      )}
    </Stack>
  );
}

/** The question's crops: passage, question parts, choices. */
export function QuestionCrops({ examSubjectId, question }: { examSubjectId: number; question: { number: string; section: string } }) {
  return (
    <Paper withBorder p="xs" aria-label={`${question.number}번 문항 이미지`}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {question.section === 'common' ? '' : `${sectionLabel(question.section)} `}
          {question.number}번 문항 이미지
        </Text>
        <CropImages examSubjectId={examSubjectId} kind="passage" q={question} />
        <CropImages examSubjectId={examSubjectId} kind="question" q={question} />
        <CropImages examSubjectId={examSubjectId} kind="choices" q={question} />
      </Stack>
    </Paper>
  );
}
