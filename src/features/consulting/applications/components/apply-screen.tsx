/**
 * /consulting/apply: the services with their prices for everyone; for a signed-in student or parent the
 * application form and their own applications; anyone else is told why and where to sign in.
 */
import { lazy, Suspense } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useConsultingServices } from '../api/get-consulting-services';
import type { ApplyFailure } from './apply-form';
import { ServicePicker } from './service-picker';

// Issue 13 point 4: the form and the applicant's own list are for a signed-in customer; they load with the session
// (started while the services load), so a visitor's page loads neither.
const loadCustomerApply = () => import('./customer-apply');
const CustomerApply = lazy(loadCustomerApply);

export interface ApplyScreenProps {
  /** The session: a customer may apply; staff and visitors see why not. */
  who: 'customer' | 'staff' | 'visitor' | 'restoring';
  mobile: boolean;
  initialService?: number;
  onDone: (reply: { id: number }) => void;
  onFailure: (reason: ApplyFailure) => void;
}

function SignInNotice({ staff }: { staff: boolean }) {
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {staff
            ? '지금은 직원 계정으로 로그인되어 있습니다. 컨설팅은 학생·학부모 계정으로 신청할 수 있습니다.'
            : '컨설팅을 신청하려면 로그인이 필요합니다. 신청할 때 내 지원 목록과 모의고사 성적이 함께 전달됩니다. 계정이 없으면 로그인 화면에서 가입할 수 있습니다.'}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: '/consulting/apply' }} />}>로그인하러 가기</Button>
      </Stack>
    </Alert>
  );
}

const loading = (
  <Center py="xl">
    <Loader aria-label="불러오는 중" />
  </Center>
);

export function ApplyScreen({ who, mobile, initialService, onDone, onFailure }: ApplyScreenProps) {
  const services = useConsultingServices();
  if (who === 'customer') void loadCustomerApply();
  if (services.isPending || who === 'restoring') return loading;
  if (services.isError) {
    return (
      <Alert color="red" title="서비스 목록을 불러오지 못했습니다" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{services.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void services.refetch()}>
            다시 불러오기
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (services.data.length === 0) {
    return <Alert color="gray">지금은 신청할 수 있는 컨설팅 서비스가 없습니다. 다음에 다시 찾아 주세요.</Alert>;
  }
  if (who !== 'customer') {
    return (
      <Stack gap="md">
        <ServicePicker services={services.data} value={null} readOnly />
        <SignInNotice staff={who === 'staff'} />
      </Stack>
    );
  }
  return (
    <Suspense fallback={loading}>
      <CustomerApply services={services.data} mobile={mobile} initialService={initialService} onDone={onDone} onFailure={onFailure} />
    </Suspense>
  );
}
