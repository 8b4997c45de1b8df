/**
 * /admin/work-calendar (issue 8, point 5): the month view and the month's events beside it, "전체 / 나의 일정"
 * (one's own events with the team's), previous and next month, holidays in red with substitutes marked, and a
 * note when the holidays are the offline computation alone. Administrators (the staff policy's
 * calendarEvent.edit) add, change and delete events. The month and the view live in the URL (the route owns it).
 */
import 'dayjs/locale/ko';
import { useState } from 'react';
import { Alert, Button, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarEvent } from '../../../../api/staff/calendar';
import type { Actor } from '../../../../api/policy';
import { STAFF_POLICY } from '../../staff.policy';
import { useCalendarMonth } from '../api/get-calendar-month';
import { useDeleteCalendarEvent } from '../api/delete-calendar-event';
import { CALENDAR_VIEWS, inMonth, monthLabel, monthStart, seoulToday, shiftMonth, shownMonth, type CalendarSearch, type CalendarView } from '../calendar.rules';
import { CalendarEventList } from './calendar-event-list';
import { CalendarEventModal, type EventDraft } from './calendar-event-modal';
import { CalendarMonthGrid } from './calendar-month-grid';

export interface WorkCalendarScreenProps {
  search: CalendarSearch;
  onSearch: (next: CalendarSearch) => void;
  /** The signed-in staff member (the route reads the session): whose events "나의 일정" shows, and whether they may edit. */
  viewer: Actor | null;
}

export function WorkCalendarScreen({ search, onSearch, viewer }: WorkCalendarScreenProps) {
  const { year, month } = shownMonth(search);
  const view: CalendarView = search.view ?? 'all';
  const mine = view === 'mine' && viewer ? viewer.uid : undefined;
  const calendar = useCalendarMonth({ year, month, user_id: mine });
  const remove = useDeleteCalendarEvent();
  const [picked, setPicked] = useState<string | null>(null);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const canEdit = !!viewer && STAFF_POLICY.allows(viewer, 'calendarEvent.edit', {});

  const data = calendar.data;
  const events = data?.data_list ?? [];
  const holidays = data?.holidays ?? [];
  const today = seoulToday();

  const goTo = (next: { year: number; month: number }) => {
    setPicked(null);
    const current = shownMonth({}, today);
    const isCurrent = next.year === current.year && next.month === current.month;
    onSearch({ ...(isCurrent ? {} : next), ...(search.view ? { view: search.view } : {}) });
  };
  const addOn = () => setDraft({ date: picked ?? (inMonth(today, year, month) ? today : monthStart(year, month)) });
  const confirmDelete = (event: CalendarEvent) =>
    modals.openConfirmModal({
      title: '일정 삭제',
      children: <Text size="sm">{`'${event.detail}' 일정을 삭제할까요? 삭제하면 되돌릴 수 없습니다.`}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(event.id),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => goTo(shiftMonth(year, month, -1))} aria-label="이전 달">
            ‹ 이전 달
          </Button>
          <Title order={3} aria-live="polite" miw={140} ta="center">
            {monthLabel(year, month)}
          </Title>
          <Button variant="default" size="sm" onClick={() => goTo(shiftMonth(year, month, 1))} aria-label="다음 달">
            다음 달 ›
          </Button>
          <Button variant="subtle" size="sm" onClick={() => goTo(shownMonth({}, today))}>
            이번 달
          </Button>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            aria-label="보기"
            value={view}
            onChange={(next) => onSearch({ ...(search.year ? { year: search.year, month: search.month } : {}), ...(next === 'mine' ? { view: 'mine' } : {}) })}
            data={Object.entries(CALENDAR_VIEWS).map(([value, label]) => ({ value, label }))}
          />
          {canEdit && <Button onClick={addOn}>일정 추가</Button>}
        </Group>
      </Group>
      {data?.holiday_service === 'offline' && (
        <Alert color="gray" variant="light" p="xs" role="note">
          <Text size="sm">공휴일은 규정에 따라 내장 계산한 것입니다. 한국천문연구원 특일 정보 서비스에 연결되지 않아, 늦게 지정된 임시공휴일이나 선거일은 빠져 있을 수 있습니다.</Text>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CalendarMonthGrid year={year} month={month} events={events} holidays={holidays} loading={calendar.isLoading || calendar.isPlaceholderData} picked={picked} onPick={(date) => setPicked((p) => (p === date ? null : date))} onMonth={goTo} />
          <Text size="xs" c="dimmed" mt={4}>
            날짜를 누르면 그날의 일정만 봅니다. 방향키로 날짜를, PageUp·PageDown으로 달을 옮깁니다.
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="xs">
            {canEdit && picked && (
              <Button variant="light" onClick={addOn}>
                이 날에 일정 추가
              </Button>
            )}
            <CalendarEventList
              events={events}
              holidays={holidays}
              picked={picked}
              onShowAll={() => setPicked(null)}
              loading={calendar.isLoading}
              error={calendar.error}
              onRetry={() => void calendar.refetch()}
              onEdit={canEdit ? (event) => setDraft({ event }) : undefined}
              onDelete={canEdit ? confirmDelete : undefined}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {canEdit && <CalendarEventModal draft={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}
