/**
 * The files of one exam subject (check_question_image): its paper and answer sheet, the textbook paper of a
 * textbook exam, the English listening file, the school subject's paper and answer sheet, and the page
 * images, each with download and, where the question-bank policy allows it on this exam (uploadFiles,
 * editPages), upload or delete. The route passes the signed-in actor; a feature does not read the session itself.
 */
import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Call } from '../../../../api/http';
import { useQuery } from '@tanstack/react-query';
import { examSubjectAccess } from '../../../../api/exam-subject-access';
import type { Actor } from '../../../../api/policy';
import { examSubjectOptions } from '../../../../components/exam/exam-queries';
import { QUESTION_BANK_POLICY } from '../../question-bank.policy';
import { englishFile, examSubjectFile, schoolSubjectFile, textbookExamFile, type CheckQuestionImageReply } from '../../../../api/question-bank/files';
import { EXAM_FILE_TYPE_LABELS, type UploadKind } from '../files.rules';
import { useExamFiles, useInvalidateExamFiles } from '../api/get-exam-files';
import { FileSlot } from './FileSlot';
import { FileUpload } from './FileUpload';
import { PngPageList } from './PngPageList';
import { EXAM_TYPE, SUBJECT_TYPE } from '../../../../api/codes';

export interface ExamFilesPanelProps {
  examSubjectId: number;
  /** The signed-in staff member (from useSession() in the route). */
  actor: Actor;
}

export function ExamFilesPanel({ examSubjectId, actor }: ExamFilesPanelProps) {
  const files = useExamFiles(examSubjectId);
  const subject = useQuery(examSubjectOptions(examSubjectId));
  const refresh = useInvalidateExamFiles(examSubjectId);
  const record = subject.data ? examSubjectAccess(subject.data.data) : null;
  const may = (action: 'subject.uploadFiles' | 'subject.editPages') => record !== null && QUESTION_BANK_POLICY.allows(actor, action, record);

  if (files.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="파일 정보를 불러오는 중">
        <Skeleton height={110} />
        <Skeleton height={110} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (files.isError) {
    return (
      <Alert color="red" title="파일 정보를 불러오지 못했습니다" role="alert">
        {files.error.message}
        <Button variant="light" size="xs" mt="sm" onClick={() => void files.refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  }

  const data: CheckQuestionImageReply = files.data;
  const canUpload = may('subject.uploadFiles');
  const maxMb = data.upload_max_mb;
  const id = String(examSubjectId);
  const upload = (call: Call, fields: Record<string, string>, label: string, kind: UploadKind = 'document') =>
    canUpload ? <FileUpload call={call} fields={fields} kind={kind} label={label} maxMb={maxMb} onUploaded={refresh} /> : undefined;

  const showTextbook = data.type === EXAM_TYPE.textbook.code || data.textbook_file !== null;
  const showEnglish = data.subject_type_id === SUBJECT_TYPE.english.code || data.english_file !== null;
  const schoolId = data.school_subject_id === null ? null : String(data.school_subject_id);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FileSlot title={EXAM_FILE_TYPE_LABELS.exam} file={data.exam_file} upload={upload(examSubjectFile, { id, type: 'exam' }, EXAM_FILE_TYPE_LABELS.exam)} />
        <FileSlot title={EXAM_FILE_TYPE_LABELS.answer} file={data.answer_file} upload={upload(examSubjectFile, { id, type: 'answer' }, EXAM_FILE_TYPE_LABELS.answer)} />
        {showTextbook && (
          <FileSlot title={EXAM_FILE_TYPE_LABELS.textbook} file={data.textbook_file} upload={upload(textbookExamFile, { id }, EXAM_FILE_TYPE_LABELS.textbook)} />
        )}
        {showEnglish && (
          <FileSlot title={EXAM_FILE_TYPE_LABELS.english} file={data.english_file} upload={upload(englishFile, { id }, EXAM_FILE_TYPE_LABELS.english, 'audio')} />
        )}
        {schoolId && (
          <>
            <FileSlot title="내신 시험지" file={data.school_exam_file} upload={upload(schoolSubjectFile, { id: schoolId, type: 'exam' }, '내신 시험지')} />
            <FileSlot title="내신 답안지" file={data.school_answer_file} upload={upload(schoolSubjectFile, { id: schoolId, type: 'answer' }, '내신 답안지')} />
          </>
        )}
      </SimpleGrid>
      <PngPageList examSubjectId={examSubjectId} pages={data.png_list} maxMb={maxMb} maxFiles={data.upload_max_files} canEdit={may('subject.editPages')} onChanged={refresh} />
    </Stack>
  );
}
