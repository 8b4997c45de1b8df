/** Makes a modified mock exam from a done original (modify/exam_subject). */
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { staffOptions, useModifyExamSubject } from '../api/exam-queries';

export function ModifyExamModal({ original, onClose, onCreated }: { original: ExamSubject | null; onClose: () => void; onCreated: (id: number) => void }) {
  const [name, setName] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const staff = useQuery({ ...staffOptions(1), enabled: !!original });
  const modify = useModifyExamSubject();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!original) return;
    modify.mutate({ ori_id: original.id, name: name.trim() || undefined, user_id: userId ? Number(userId) : null }, { onSuccess: ({ id }) => onCreated(id) });
  }
  return (
    <Modal opened={!!original} onClose={onClose} title="변형 시험 만들기">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="원본" value={original?.name ?? ''} readOnly />
          <TextInput label="변형 시험명" placeholder={`${original?.name ?? ''} (변형)`} value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
          <Select label="입력 담당자" placeholder="미배정" data={(staff.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: s.name }))} value={userId} onChange={setUserId} clearable searchable />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={modify.isPending}>
              만들기
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
