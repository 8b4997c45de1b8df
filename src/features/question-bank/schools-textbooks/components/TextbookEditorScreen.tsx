/**
 * /admin/creation/textbook/:schoolType — the textbook hierarchy editor: choose a publisher (those with a
 * textbook of the level), optionally a subject, then a textbook; its 대단원 / 중단원 / 소단원 are edited in
 * three columns, each narrowing the next, and the textbook exams linked to it are listed below for editing.
 */
import { useState } from 'react';
import { Alert, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { schoolTypeOf } from '../api/school-subjects';
import { usePublishers, useTextbooks } from '../api/textbook-options';
import { SUBJECT_OPTIONS, schoolLabel } from './select-options';
import { TextbookExamSection } from './TextbookExamSection';
import { UnitColumn } from './UnitColumn';

export function TextbookEditorScreen({ schoolType: param }: { schoolType: string }) {
  const schoolType = schoolTypeOf(param);
  if (schoolType === null) {
    return (
      <Alert color="red" title="알 수 없는 학교급입니다" role="alert">
        주소의 학교급 &lsquo;{param}&rsquo;은(는) 올바르지 않습니다. 2(중학교) 또는 3(고등학교)으로 열어 주세요.
      </Alert>
    );
  }
  return <TextbookEditor key={schoolType} schoolType={schoolType} />;
}

function TextbookEditor({ schoolType }: { schoolType: number }) {
  const [publisherId, setPublisherId] = useState<number | null>(null);
  const [subjectTypeId, setSubjectTypeId] = useState<number | null>(null);
  const [textbookId, setTextbookId] = useState<number | null>(null);
  const [contentId, setContentId] = useState<number | null>(null);
  const [mainId, setMainId] = useState<number | null>(null);
  const publishers = usePublishers(schoolType);
  const textbooks = useTextbooks({ school_type: schoolType, subject_type_id: subjectTypeId ?? undefined }, publisherId);

  const chooseTextbook = (id: number | null) => {
    setTextbookId(id);
    setContentId(null);
    setMainId(null);
  };
  const textbook = textbooks.data?.data_list.find((t) => t.id === textbookId);
  const textbookOptions = (textbooks.data?.data_list ?? []).map((t) => ({
    value: t.id,
    label: `${t.name}${t.detail && !t.name.includes(t.detail) ? ` (${t.detail})` : ''} · ${t.curriculum} 교육과정`,
  }));

  return (
    <Stack gap="md">
      <Group align="end" gap="sm" wrap="wrap">
        <Select<number>
          label="출판사"
          placeholder={publishers.isPending ? '불러오는 중…' : '출판사 선택'}
          data={(publishers.data?.data_list ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={publisherId}
          onChange={(id) => {
            setPublisherId(id);
            chooseTextbook(null);
          }}
          nothingFoundMessage={`${schoolLabel(schoolType)} 교과서가 있는 출판사가 없습니다.`}
          error={publishers.isError ? '출판사 목록을 불러오지 못했습니다.' : undefined}
          searchable
          w={200}
        />
        <Select<number>
          label="과목"
          placeholder="전체 과목"
          data={SUBJECT_OPTIONS}
          value={subjectTypeId}
          onChange={(id) => {
            setSubjectTypeId(id);
            chooseTextbook(null);
          }}
          clearable
          w={150}
        />
        <Select<number>
          label="교과서"
          placeholder={publisherId === null ? '출판사를 먼저 선택하세요' : textbooks.isPending ? '불러오는 중…' : textbookOptions.length ? '교과서 선택' : '교과서가 없습니다'}
          data={textbookOptions}
          value={textbookId}
          onChange={chooseTextbook}
          disabled={publisherId === null}
          error={textbooks.isError ? '교과서 목록을 불러오지 못했습니다.' : undefined}
          searchable
          w={380}
        />
      </Group>
      {textbookId === null && (
        <Text size="sm" c="dimmed">
          출판사와 교과서를 고르면 대단원 &gt; 중단원 &gt; 소단원을 편집하고, 그 교과서에 연결된 교과서 시험을 아래에서 수정할 수 있습니다. 이름을 입력하고 Enter로 추가하고, ↑↓로 순서를 바꿉니다.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <UnitColumn
          level="content"
          parentId={textbookId}
          emptyHint="교과서를 선택하세요."
          selectedId={contentId}
          onSelect={(id) => {
            setContentId(id);
            setMainId(null);
          }}
        />
        <UnitColumn level="contentMain" parentId={contentId} emptyHint="왼쪽에서 대단원을 선택하세요." selectedId={mainId} onSelect={setMainId} />
        <UnitColumn level="contentSub" parentId={mainId} emptyHint="왼쪽에서 중단원을 선택하세요." />
      </SimpleGrid>
      {textbook && <TextbookExamSection key={textbook.id} schoolType={schoolType} textbook={textbook} />}
    </Stack>
  );
}
