/**
 * The month view (Mantine dates `Calendar`, Sunday first): each day shows its number (Sundays and holidays in
 * red, Saturdays in blue, today (in Korea) circled), its holidays in red with substitute holidays marked, and its
 * events as badges coloured by type with their hours. The screen's buttons (or PageUp/PageDown here) move between
 * months, so the calendar's own header is hidden; arrow keys move between days and Enter picks one, as a click does.
 */
import { Badge, Box, LoadingOverlay } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import type { KeyboardEvent } from 'react';
import type { CalendarEvent, Holiday } from '../../../../api/staff/calendar';
import { calendarTypeOf, dayAriaLabel, hoursLabel, inMonth, monthLabel, monthStart, seoulToday, shiftMonth, weekdayIndex } from '../calendar.rules';
import './work-calendar.css';

/** Events shown in a cell before "+N". */
const SHOWN_PER_DAY = 3;

export interface CalendarMonthGridProps {
  year: number;
  month: number;
  events: CalendarEvent[];
  holidays: Holiday[];
  loading: boolean;
  /** The picked day (YYYY-MM-DD), outlined. */
  picked: string | null;
  onPick: (date: string) => void;
  onMonth: (next: { year: number; month: number }) => void;
}

export function CalendarMonthGrid({ year, month, events, holidays, loading, picked, onPick, onMonth }: CalendarMonthGridProps) {
  const eventsOf = (date: string) => events.filter((e) => e.date === date);
  const holidaysOf = (date: string) => holidays.filter((h) => h.date === date);
  const today = seoulToday();
  const toMonth = (date: string) => onMonth({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    onMonth(shiftMonth(year, month, event.key === 'PageUp' ? -1 : 1));
  }

  function renderDay(date: string) {
    const dayHolidays = holidaysOf(date);
    const dayEvents = eventsOf(date);
    const weekday = weekdayIndex(date);
    const outside = !inMonth(date, year, month);
    const color = date === today ? undefined : dayHolidays.length || weekday === 0 ? 'red.7' : weekday === 6 ? 'blue.7' : undefined;
    return (
      <>
        <Box component="span" className="work-calendar-number" c={outside ? 'dimmed' : color}>
          {Number(date.slice(8, 10))}
        </Box>
        {!outside &&
          dayHolidays.map((h) => (
            <Box component="span" key={`${h.name}`} className="work-calendar-line" c="red.7" fw={600} title={h.source === 'kasi' ? `${h.name} (특일 정보 서비스)` : h.name}>
              {h.substitute ? `대체 · ${h.name.replace(/^대체공휴일\((.*)\)$/, '$1')}` : h.name}
            </Box>
          ))}
        {!outside &&
          dayEvents.slice(0, SHOWN_PER_DAY).map((e) => {
            const type = calendarTypeOf(e.type);
            const hours = hoursLabel(e.require_hour);
            return (
              <Badge key={e.id} component="span" color={type.color} variant="light" size="sm" radius="sm" fullWidth styles={{ label: { textAlign: 'left' } }} title={`${type.label} · ${e.detail}`}>
                {`${e.user_name ? `${e.user_name} ` : ''}${e.detail}${hours ? ` (${hours})` : ''}`}
              </Badge>
            );
          })}
        {!outside && dayEvents.length > SHOWN_PER_DAY && (
          <Box component="span" className="work-calendar-line" c="dimmed">
            +{dayEvents.length - SHOWN_PER_DAY}건 더
          </Box>
        )}
      </>
    );
  }

  return (
    <Box pos="relative" onKeyDown={onKeyDown}>
      <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': '달력을 불러오는 중' } as object} />
      <Calendar
        fullWidth
        size="md"
        locale="ko"
        firstDayOfWeek={0}
        weekendDays={[0]}
        maxLevel="month"
        monthLabelFormat={() => monthLabel(year, month)}
        weekdayFormat="dd"
        date={monthStart(year, month)}
        onDateChange={toMonth}
        ariaLabels={{ previousMonth: '이전 달', nextMonth: '다음 달' }}
        classNames={{ calendarHeader: 'work-calendar-header' }}
        renderDay={renderDay}
        getDayAriaLabel={(date) => dayAriaLabel(date, holidaysOf(date), eventsOf(date))}
        getDayProps={(date) => ({
          className: 'work-calendar-day',
          onClick: () => onPick(date),
          'data-picked': picked === date || undefined,
          'data-holiday': (inMonth(date, year, month) && holidaysOf(date).length > 0) || undefined,
          'data-seoul-today': date === today || undefined,
          'aria-pressed': picked === date,
        })}
      />
    </Box>
  );
}
