/**
 * The consulting application form (/consulting/apply; issue 10 point 7): the service (with its price), the
 * student's name, school and grade (고1-고3), a mobile number, an optional e-mail, a read-only summary of the
 * chosen majors and scores the application will keep, the required privacy consent and the optional marketing
 * consent (each opening its page in a new tab, so nothing typed is lost), and the price to pay: a priced service is
 * paid by card right after applying (the done page leads to /payment for the application). A service the applicant
 * already has an open application of is refused before anything is typed: the form gives way to that application
 * (with its payment when it waits for one), as the server would answer 409. Each field is
 * checked with the call's own schema before sending and shows its Korean message; a refusal of the server shows
 * on its field. Leaving a filled form asks first. The application goes to the done page; a duplicate or a failure
 * goes to the failure page (the values are kept for this tab, and come back when the person returns).
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../../api/client-core';
import { APPLICATION_GRADES, APPLICATION_LIMITS, normalizeMobile } from '../../../../api/consulting/application-fields';
import type { ConsultingService } from '../../../../api/consulting/applications';
import { useApplicationSnapshot } from '../api/get-application-snapshot';
import { useMyApplications } from '../api/get-my-applications';
import { isOpenApplication, openApplicationOf } from '../application-payment.rules';
import { useSubmitApplication } from '../api/submit-application';
import { EMPTY_APPLY, isFilled, stashDraft, takeDraft, withoutFieldName, type ApplyErrors, type ApplyField, type ApplyValues } from '../apply-form.values';
import { formatWon, gradeLabel } from '../applications.format';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { ServicePicker } from './service-picker';
import { SnapshotSummary } from './snapshot-summary';

// Issue 13 point 4: the checks with the call's schema (zod, the contract) load when the form is first sent, and the
// question asked on leaving a filled form when it is first asked.
const loadChecks = () => import('../apply-form.rules');
const LeaveWarningDialog = lazy(() => import('./leave-warning-dialog'));
// The notice of an application already open for the service chosen loads when it is first shown.
const OpenApplicationNotice = lazy(() => import('./open-application-notice').then((m) => ({ default: m.OpenApplicationNotice })));

/** Why an application did not go through, for the failure page. */
export type ApplyFailure = 'duplicate' | 'error';

export interface ApplyFormProps {
  services: ConsultingService[];
  mobile: boolean;
  /** The service to start with (e.g. from the event page's link). */
  initialService?: number;
  onDone: (reply: { id: number }) => void;
  onFailure: (reason: ApplyFailure) => void;
}

function ConsentLink({ to, label }: { to: '/consulting/apply/privacy-policy' | '/consulting/apply/marketing-policy'; label: string }) {
  return (
    <Anchor size="sm" style={{ whiteSpace: 'nowrap', flexShrink: 0 }} renderRoot={(props) => <Link {...props} to={to} target="_blank" rel="noopener" />} aria-label={`${label} 내용 보기 (새 창)`}>
      내용 보기
    </Anchor>
  );
}

/** Brings the first wrong field into view once the messages are drawn (a text field also takes the focus). */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error, .mantine-Checkbox-error');
    first?.scrollIntoView({ block: 'center' });
    if (first?.matches('input, textarea')) first.focus({ preventScroll: true });
  });
}

export function ApplyForm({ services, mobile, initialService, onDone, onFailure }: ApplyFormProps) {
  const [values, setValues] = useState<ApplyValues>(() => {
    const draft = takeDraft();
    const start = draft ?? EMPTY_APPLY;
    const service = start.service_id ?? initialService ?? null;
    return { ...start, service_id: services.some((s) => s.id === service) ? service : null };
  });
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const snapshot = useApplicationSnapshot();
  // The applicant's own list (shared with 내 신청 내역): a service already open for them is not applied for again.
  const mine = useMyApplications();
  const open = openApplicationOf(mine.data ?? [], values.service_id);
  const openServices = (mine.data ?? []).filter((a) => isOpenApplication(a.state)).map((a) => a.service_id);
  const checkingOpen = values.service_id !== null && mine.isPending;
  const submit = useSubmitApplication();
  const { blocker, release } = useLeaveWarning(isFilled(values) && !submit.isSuccess);
  const service = services.find((s) => s.id === values.service_id) ?? null;
  const busy = submit.isPending;
  // Set while the first send loads the checks, so a second click does not send twice.
  const checking = useRef(false);
  // The leave question stays mounted once asked (its closing transition, and no second load).
  const [leaveAsked, setLeaveAsked] = useState(false);
  if (blocker.status === 'blocked' && !leaveAsked) setLeaveAsked(true);

  const set = <K extends ApplyField>(key: K, value: ApplyValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(null);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy || checking.current || open) return;
    const form = event.currentTarget as HTMLFormElement;
    let checked: ReturnType<Awaited<ReturnType<typeof loadChecks>>['toApplicationBody']>;
    checking.current = true;
    try {
      checked = (await loadChecks()).toApplicationBody(values);
    } catch {
      // The checks could not be loaded (the network): as when sending fails.
      stashDraft(values);
      release();
      return onFailure('error');
    } finally {
      checking.current = false;
    }
    if ('errors' in checked) {
      // Drawn at once, as when the checks ran inside the click: the first wrong field is then there to be focused.
      flushSync(() => {
        setErrors(checked.errors);
        setFormError('입력한 내용을 확인해 주세요. 빨간색으로 표시한 항목을 고치면 신청할 수 있습니다.');
      });
      focusFirstError(form);
      return;
    }
    try {
      const reply = await submit.mutateAsync(checked.body);
      release();
      onDone(reply);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = apiError?.field?.replace(/^body\./, '') as ApplyField | undefined;
      if (apiError?.code === 'CONFLICT') {
        release();
        return onFailure('duplicate');
      }
      if (apiError?.status === 400 && field && field in EMPTY_APPLY) {
        setErrors({ [field]: withoutFieldName(apiError.message) });
        setFormError('입력한 내용을 확인해 주세요.');
        focusFirstError(form);
        return;
      }
      if (apiError?.status === 401) return setFormError('로그인이 만료되었습니다. 다시 로그인한 뒤 신청해 주세요.');
      stashDraft(values);
      release();
      onFailure('error');
    }
  }

  return (
    <Paper withBorder p={mobile ? 'sm' : 'lg'} component="section" aria-labelledby="consulting-apply-title">
      <form onSubmit={send} noValidate aria-label="컨설팅 신청서">
        <Stack gap="lg">
          <Title order={2} size="h3" id="consulting-apply-title">
            신청서 작성
          </Title>

          <ServicePicker services={services} value={values.service_id} onChange={(id) => set('service_id', id)} error={errors.service_id} disabled={busy} openServices={openServices} />

          {checkingOpen ? (
            <Skeleton h={96} radius="md" aria-label="신청 내역을 확인하는 중" />
          ) : open ? (
            <Suspense fallback={<Skeleton h={96} radius="md" />}>
              <OpenApplicationNotice application={open} />
            </Suspense>
          ) : (
            <>
              <Stack gap="sm">
                <Title order={3} size="h5">
                  학생 정보
                </Title>
                <SimpleGrid cols={mobile ? 1 : 2} spacing="sm">
                  <TextInput
                    label="학생 이름"
                    placeholder="예: 김민준"
                    autoComplete="name"
                    required
                    maxLength={APPLICATION_LIMITS.name}
                    value={values.student_name}
                    onChange={(e) => set('student_name', e.currentTarget.value)}
                    error={errors.student_name}
                    disabled={busy}
                  />
                  <TextInput
                    label="학교"
                    placeholder="예: 휘문고등학교"
                    required
                    maxLength={APPLICATION_LIMITS.school}
                    value={values.school_name}
                    onChange={(e) => set('school_name', e.currentTarget.value)}
                    error={errors.school_name}
                    disabled={busy}
                  />
                </SimpleGrid>
                <Radio.Group label="학년" withAsterisk value={values.grade} onChange={(v) => set('grade', v)} error={errors.grade} name="grade">
                  <Group gap="lg" mt={6}>
                    {APPLICATION_GRADES.map((g) => (
                      <Radio key={g} value={String(g)} label={gradeLabel(g)} disabled={busy} />
                    ))}
                  </Group>
                </Radio.Group>
                <SimpleGrid cols={mobile ? 1 : 2} spacing="sm">
                  <TextInput
                    label="연락처 (휴대전화)"
                    description="컨설턴트가 상담 일정을 이 번호로 안내합니다."
                    placeholder="010-1234-5678"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    required
                    maxLength={APPLICATION_LIMITS.phone}
                    value={values.phone}
                    onChange={(e) => set('phone', e.currentTarget.value)}
                    onBlur={() => {
                      const canonical = normalizeMobile(values.phone);
                      if (canonical && canonical !== values.phone) set('phone', canonical);
                    }}
                    error={errors.phone}
                    disabled={busy}
                  />
                  <TextInput
                    label="이메일 (선택)"
                    description="적으면 보고서 전달 소식을 이메일로도 알려 드립니다."
                    placeholder="student@example.com"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(e) => set('email', e.currentTarget.value)}
                    error={errors.email}
                    disabled={busy}
                  />
                </SimpleGrid>
              </Stack>

              {snapshot.isPending ? (
                <Skeleton h={96} radius="md" aria-label="지원 목록과 성적을 불러오는 중" />
              ) : snapshot.isError ? (
                <Alert color="orange" title="지원 목록과 성적을 불러오지 못했습니다">
                  신청은 할 수 있으며, 신청할 때의 지원 목록과 성적이 함께 저장됩니다.
                </Alert>
              ) : (
                <Stack gap={4}>
                  <SnapshotSummary
                    snapshot={snapshot.data}
                    title="함께 전달되는 지원 목록과 성적"
                    empty={
                      <Text size="sm" c="dimmed">
                        아직 담은 학과나 입력한 모의고사 성적이 없습니다. 지금 신청해도 되며,{' '}
                        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/consulting/main" target="_blank" rel="noopener" />}>
                          입시 컨설팅
                        </Anchor>
                        에서 지원 목록을 담고 성적을 입력하면 더 자세한 보고서를 받을 수 있습니다.
                      </Text>
                    }
                  />
                  <Text size="xs" c="dimmed">
                    신청하는 순간의 내용이 저장되어 컨설턴트에게 전달됩니다. 바꾸려면 먼저 지원 목록과 성적을 고친 뒤 신청하세요.
                  </Text>
                </Stack>
              )}

              <Stack gap="xs" role="group" aria-label="약관 동의">
                <Title order={3} size="h5">
                  약관 동의
                </Title>
                <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Checkbox
                    label="[필수] 개인정보 수집·이용에 동의합니다."
                    checked={values.privacy_agreed}
                    onChange={(e) => set('privacy_agreed', e.currentTarget.checked)}
                    error={errors.privacy_agreed}
                    disabled={busy}
                  />
                  <ConsentLink to="/consulting/apply/privacy-policy" label="개인정보 수집·이용 동의" />
                </Group>
                <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Checkbox label="[선택] 마케팅 정보 수신에 동의합니다." checked={values.marketing_agreed} onChange={(e) => set('marketing_agreed', e.currentTarget.checked)} disabled={busy} />
                  <ConsentLink to="/consulting/apply/marketing-policy" label="마케팅 정보 수신 동의" />
                </Group>
              </Stack>

              <Paper bg="gray.0" p="sm" radius="md">
                {service ? (
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm">
                      {service.name} · 결제 금액 <b>{formatWon(service.price)}</b>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {service.price > 0 ? '신청하면 바로 카드로 결제합니다. 결제가 확인되면 컨설턴트가 진행을 시작합니다.' : '무료 서비스라 결제가 필요 없습니다.'}
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    서비스를 고르면 결제 금액이 표시됩니다.
                  </Text>
                )}
              </Paper>

              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              <Button type="submit" size="md" loading={busy} fullWidth={mobile}>
                신청하기
              </Button>
            </>
          )}
        </Stack>
      </form>

      {leaveAsked && (
        <Suspense fallback={null}>
          <LeaveWarningDialog opened={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
        </Suspense>
      )}
    </Paper>
  );
}
