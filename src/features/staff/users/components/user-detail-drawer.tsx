/**
 * One user's detail in a drawer beside the list (the URL's `id`): their info, level, subject, warning points and
 * points, then tabs for work per month, warnings, points, notes, the audit trail and their exams, and the
 * administrators' actions. Loading, error (a missing user, no permission) and empty states of its own.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Center, Drawer, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { Actor } from '../../../../api/policy';
import type { UserRow } from '../../../../api/staff/users';
import { useUserDetail } from '../api/get-user-detail';
import { accountKindLabel, classTypeLabel, formatDateTime, levelLabel, type UserDetail } from '../users.rules';
import { UserActions } from './user-actions';
import { ExamList, HistoryList, NoteList, PointList, WarningList } from './user-record-lists';
import { UserWorkChart } from './user-work-chart';

export interface UserDetailDrawerProps {
  id: number | undefined;
  actor: Actor;
  onClose: () => void;
}

export function UserDetailDrawer({ id, actor, onClose }: UserDetailDrawerProps) {
  // While one of the actions' dialogs is open, Escape closes that dialog only.
  const [dialog, setDialog] = useState(false);
  return (
    <Drawer opened={id !== undefined} onClose={onClose} closeOnEscape={!dialog} position="right" size={760} title="사용자 상세" aria-label="사용자 상세">
      {id !== undefined && <DetailBody key={id} id={id} actor={actor} onDialog={setDialog} />}
    </Drawer>
  );
}

function DetailBody({ id, actor, onDialog }: { id: number; actor: Actor; onDialog: (open: boolean) => void }) {
  const detail = useUserDetail(id);
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" title="사용자를 불러오지 못했습니다" role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  return <Loaded detail={detail.data} actor={actor} onDialog={onDialog} />;
}

/** One labelled value of the info panel. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function Info({ user }: { user: UserRow }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      <Field label="번호">{user.id}</Field>
      <Field label="이메일">{user.email}</Field>
      <Field label="구분">{user.realm === 'staff' ? '직원' : `고객 · ${accountKindLabel(user)}`}</Field>
      {user.realm === 'staff' && (
        <>
          <Field label="레벨">
            {user.level} · {levelLabel(user.level)}
          </Field>
          <Field label="담당 과목">{classTypeLabel(user.class_type)}</Field>
        </>
      )}
      <Field label="경고 점수">
        <Text span c={user.warning_point > 0 ? 'red' : undefined} fw={600}>
          {user.warning_point}점
        </Text>
      </Field>
      <Field label="포인트">{user.point.toLocaleString('ko-KR')}점</Field>
      <Field label="알림">{user.alarm ? '받음' : '받지 않음'}</Field>
      <Field label="가입일">{formatDateTime(user.create_time)}</Field>
      {user.out_at && <Field label="탈퇴일">{formatDateTime(user.out_at)}</Field>}
    </SimpleGrid>
  );
}

const count = (n: number) => (n ? ` (${n})` : '');

function Loaded({ detail, actor, onDialog }: { detail: UserDetail; actor: Actor; onDialog: (open: boolean) => void }) {
  const user = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {user.name}
            </Text>
            <Badge variant="light">{accountKindLabel(user)}</Badge>
            {user.out_at && <Badge color="gray">탈퇴</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </div>
        <UserActions user={user} actor={actor} onDialog={onDialog} />
      </Group>
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">정보</Tabs.Tab>
          <Tabs.Tab value="work">작업 내역</Tabs.Tab>
          <Tabs.Tab value="warnings">경고{count(detail.warnings.length)}</Tabs.Tab>
          <Tabs.Tab value="points">포인트{count(detail.points.length)}</Tabs.Tab>
          <Tabs.Tab value="notes">메모{count(detail.notes.length)}</Tabs.Tab>
          <Tabs.Tab value="history">변경 기록{count(detail.history.length)}</Tabs.Tab>
          <Tabs.Tab value="exams">시험{count(detail.exams.length)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <Info user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="work" pt="md">
          <UserWorkChart work={detail.work} />
        </Tabs.Panel>
        <Tabs.Panel value="warnings" pt="md">
          <WarningList warnings={detail.warnings} />
        </Tabs.Panel>
        <Tabs.Panel value="points" pt="md">
          <PointList points={detail.points} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NoteList notes={detail.notes} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryList history={detail.history} />
        </Tabs.Panel>
        <Tabs.Panel value="exams" pt="md">
          <ExamList exams={detail.exams} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
