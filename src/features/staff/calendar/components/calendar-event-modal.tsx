/**
 * Adding or changing an event (administrators): text, day, type, hours and person (or the whole team), checked
 * with the call's own schema before sending; a field the server refuses is shown on that field. The hours are kept
 * as typed (no keystroke dropped, nothing moved into 0~24): a value outside the contract's range is refused on its
 * field. Closing with unsaved changes (Esc, the close button, 취소, a click outside) asks first.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CALENDAR_TYPE, CalendarEventBodySchema, REQUIRE_HOUR, type CalendarEvent } from '../../../../api/staff/calendar';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { typedNumber } from '../../../../components/form/typed-number';
import { useCalendarStaff } from '../api/get-calendar-staff';
import { useSaveCalendarEvent } from '../api/save-calendar-event';
import { CALENDAR_TYPE_OPTIONS } from '../calendar.rules';

/** What the modal edits: an existing event, or a new one on a day. */
export type EventDraft = { event: CalendarEvent } | { date: string };

interface FormValues {
  detail: string;
  date: string | null;
  type: string;
  require_hour: number | string;
  user_id: string | null;
}

const initialValues = (draft: EventDraft): FormValues =>
  'event' in draft
    ? { detail: draft.event.detail, date: draft.event.date, type: String(draft.event.type), require_hour: draft.event.require_hour, user_id: draft.event.user_id === null ? null : String(draft.event.user_id) }
    : { detail: '', date: draft.date, type: String(CALENDAR_TYPE.work.code), require_hour: 0, user_id: null };

const TEAM = '';

export interface CalendarEventModalProps {
  /** The event being edited or added; null when the modal is closed. */
  draft: EventDraft | null;
  onClose: () => void;
}

/** The modal; a new form (fresh values) for each draft opened. */
export function CalendarEventModal({ draft, onClose }: CalendarEventModalProps) {
  if (!draft) return null;
  return <EventFormModal key={'event' in draft ? `event-${draft.event.id}` : `new-${draft.date}`} draft={draft} onClose={onClose} />;
}

function EventFormModal({ draft, onClose }: { draft: EventDraft; onClose: () => void }) {
  const [initial] = useState(() => initialValues(draft));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingClose, setConfirmingClose] = useState(false);
  const save = useSaveCalendarEvent();
  const staff = useCalendarStaff(true);

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const editing = 'event' in draft;
  const set = <K extends keyof FormValues>(key: K) => (value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function requestClose() {
    if (save.isPending) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      detail: values.detail,
      date: values.date ?? '',
      type: Number(values.type),
      require_hour: typedNumber(values.require_hour),
      user_id: values.user_id ? Number(values.user_id) : null,
    };
    const invalid = validate(CalendarEventBodySchema, body);
    if (invalid) return setErrors(invalid);
    setErrors({});
    try {
      await save.mutateAsync({ body, id: 'event' in draft ? draft.event.id : undefined });
      onClose();
    } catch (error) {
      const { field, message } = serverError(error);
      if (field) setErrors({ [field]: message });
    }
  }

  const staffOptions = [{ value: TEAM, label: '팀 전체' }, ...(staff.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }))];
  const formError = save.error && !serverError(save.error).field ? serverError(save.error).message : null;

  return (
    <Modal opened onClose={requestClose} title={editing ? '일정 수정' : '일정 추가'} size="lg" closeButtonProps={{ 'aria-label': '닫기' }}>
      {confirmingClose ? (
        <Stack gap="md" role="alertdialog" aria-label="저장하지 않은 변경">
          <Text fw={600}>저장하지 않은 변경이 있습니다</Text>
          <Text size="sm">이대로 닫으면 입력한 내용이 사라집니다.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingClose(false)} data-autofocus>
              계속 편집
            </Button>
            <Button color="red" variant="light" onClick={onClose}>
              저장하지 않고 닫기
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              <TextInput label="일정 내용" placeholder="예: 주간 팀 회의, 유형 입력 근무" value={values.detail} onChange={(e) => set('detail')(e.currentTarget.value)} error={errors.detail} required data-autofocus />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <DatePickerInput
                  label="날짜"
                  locale="ko"
                  firstDayOfWeek={0}
                  valueFormat="YYYY-MM-DD (dd)"
                  value={values.date}
                  onChange={set('date')}
                  error={errors.date}
                  required
                />
                <Select label="종류" data={CALENDAR_TYPE_OPTIONS} value={values.type} onChange={(v) => set('type')(v ?? values.type)} allowDeselect={false} error={errors.type} required />
                <NumberInput
                  label="필요 시간"
                  description={`그날 필요한 근무 시간 (${REQUIRE_HOUR.min}~${REQUIRE_HOUR.max}시간)`}
                  suffix="시간"
                  value={values.require_hour}
                  onChange={set('require_hour')}
                  min={REQUIRE_HOUR.min}
                  max={REQUIRE_HOUR.max}
                  error={errors.require_hour}
                  required
                />
                <Select
                  label="담당자"
                  description="비우면 팀 전체 일정입니다"
                  placeholder={staff.isLoading ? '직원 목록을 불러오는 중' : '팀 전체'}
                  data={staffOptions}
                  value={values.user_id ?? TEAM}
                  onChange={(v) => set('user_id')(v ? v : null)}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage="맞는 직원이 없습니다"
                  error={errors.user_id ?? (staff.isError ? '직원 목록을 불러오지 못했습니다.' : undefined)}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button variant="default" onClick={requestClose}>
                  취소
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {editing ? '저장' : '추가'}
                </Button>
              </Group>
            </Stack>
        </form>
      )}
    </Modal>
  );
}
