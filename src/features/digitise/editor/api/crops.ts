/**
 * The crops of one question of an AI exam subject, which the enterer completes the question from
 * (POST divided_image/get_q_image, get_c_images, get_s_image): its parts, its choices ①-⑤ and its shared passage,
 * each a PNG data URL. Saving boxes invalidates them (modify-boxes.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { getChoiceImages, getPassageImage, getQuestionImage } from '../../../../api/digitise/images';

/** What crops are of: the question, its choices, its passage. */
export type CropKind = 'question' | 'choices' | 'passage';
const CALLS = { question: getQuestionImage, choices: getChoiceImages, passage: getPassageImage } as const;

/** The query keys of the crops. */
export const cropKeys = {
  exam: (examSubjectId: number) => ['digitise', 'crops', examSubjectId] as const,
  of: (examSubjectId: number, kind: CropKind, number: string, section: string) => [...cropKeys.exam(examSubjectId), kind, section, number] as const,
};

/** The crops of one kind of one question. */
export const cropsQueryOptions = (examSubjectId: number, kind: CropKind, q: { number: string; section: string }) =>
  queryOptions({
    queryKey: cropKeys.of(examSubjectId, kind, q.number, q.section),
    queryFn: ({ signal }) => adminApi(CALLS[kind], { body: { exam_subject_id: examSubjectId, question_number: q.number, section: q.section } }, { signal, notify: false }),
    staleTime: 60_000,
  });

/** The crops of one kind of one question, as a hook. */
export const useCrops = (examSubjectId: number, kind: CropKind, q: { number: string; section: string } | null) =>
  useQuery({ ...cropsQueryOptions(examSubjectId, kind, q ?? { number: '', section: '' }), enabled: !!q });
