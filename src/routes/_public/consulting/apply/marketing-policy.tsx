/** /consulting/apply/marketing-policy: 마케팅 정보 수신 동의 of the consulting application (optional). */
import { createFileRoute } from '@tanstack/react-router';
import { MarketingPolicyText } from '../../../../features/consulting/applications/components/marketing-policy-text';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/marketing-policy')({
  component: () => (
    <PublicPage title="마케팅 정보 수신 동의" purpose="이벤트·혜택 안내 수신에 대한 안내입니다. (선택)">
      <MarketingPolicyText />
    </PublicPage>
  ),
});
