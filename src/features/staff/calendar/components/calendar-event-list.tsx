/**
 * The month's events beside the grid, by day with that day's holidays (or only the picked day's): each event's
 * type badge, text, person and hours, and for administrators edit and delete buttons. Loading, failure (with a
 * retry) and empty states are shown in place of the list.
 */
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { CalendarEvent, Holiday } from '../../../../api/staff/calendar';
import { byDate, calendarTypeOf, dayLabel, hoursLabel, ownerLabel } from '../calendar.rules';

export interface CalendarEventListProps {
  events: CalendarEvent[];
  holidays: Holiday[];
  /** The picked day, when the list shows only it. */
  picked: string | null;
  onShowAll: () => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Given to administrators: the edit and delete buttons. */
  onEdit?: (event: CalendarEvent) => void;
  onDelete?: (event: CalendarEvent) => void;
}

function EventItem({ event, onEdit, onDelete }: { event: CalendarEvent; onEdit?: (e: CalendarEvent) => void; onDelete?: (e: CalendarEvent) => void }) {
  const type = calendarTypeOf(event.type);
  const hours = hoursLabel(event.require_hour);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" component="li">
      <Badge color={type.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
        {type.label}
      </Badge>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {event.detail}
        </Text>
        <Text size="xs" c="dimmed">
          {[ownerLabel(event), hours && `필요 ${hours}`, event.created_by_name && `작성 ${event.created_by_name}`].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {onEdit && onDelete && (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="수정">
            <ActionIcon variant="subtle" aria-label={`일정 수정: ${event.detail}`} onClick={() => onEdit(event)}>
              ✎
            </ActionIcon>
          </Tooltip>
          <Tooltip label="삭제">
            <ActionIcon variant="subtle" color="red" aria-label={`일정 삭제: ${event.detail}`} onClick={() => onDelete(event)}>
              ✕
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

export function CalendarEventList({ events, holidays, picked, onShowAll, loading, error, onRetry, onEdit, onDelete }: CalendarEventListProps) {
  const shownEvents = picked ? events.filter((e) => e.date === picked) : events;
  const shownHolidays = picked ? holidays.filter((h) => h.date === picked) : holidays;
  const eventsByDay = byDate(shownEvents);
  const holidaysByDay = byDate(shownHolidays);
  const days = [...new Set([...eventsByDay.keys(), ...holidaysByDay.keys()])].sort();

  let body;
  if (error && !events.length) {
    body = (
      <Alert color="red" title="일정을 불러오지 못했습니다" role="alert">
        <Stack gap="xs">
          <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
          <Button size="xs" variant="light" color="red" w="fit-content" onClick={onRetry}>
            다시 불러오기
          </Button>
        </Stack>
      </Alert>
    );
  } else if (loading && !events.length) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label="일정을 불러오는 중" />
      </Center>
    );
  } else {
    body = (
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {days.map((day) => (
          <Stack gap={6} key={day} component="li">
            <Group gap="xs">
              {!picked && (
                <Text size="sm" fw={700} c={holidaysByDay.has(day) ? 'red.7' : undefined}>
                  {dayLabel(day)}
                </Text>
              )}
              {(holidaysByDay.get(day) ?? []).map((h) => (
                <Badge key={h.name} color="red" variant={h.substitute ? 'outline' : 'light'} size="sm" title={h.source === 'kasi' ? '특일 정보 서비스에서 받은 공휴일' : undefined}>
                  {h.name}
                </Badge>
              ))}
            </Group>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(eventsByDay.get(day) ?? []).map((event) => (
                <EventItem key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </Stack>
          </Stack>
        ))}
        {!shownEvents.length && (
          <Text c="dimmed" ta="center" py="lg" size="sm" component="li">
            {picked ? '이 날에는 일정이 없습니다.' : '이 달에는 일정이 없습니다.'}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={picked ? `${dayLabel(picked)} 일정` : '이 달의 일정'}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{picked ? `${dayLabel(picked)} 일정` : '이 달의 일정'}</Text>
        {picked && (
          <Button size="compact-xs" variant="subtle" onClick={onShowAll}>
            이 달 전체 보기
          </Button>
        )}
      </Group>
      {body}
    </Paper>
  );
}
