/** /consulting/apply/privacy-policy: 개인정보 수집·이용 동의 of the consulting application (required to apply). */
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyText } from '../../../../features/consulting/applications/components/privacy-policy-text';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/privacy-policy')({
  component: () => (
    <PublicPage title="개인정보 수집·이용 동의" purpose="컨설팅 신청에 필요한 개인정보 수집·이용에 대한 안내입니다. (필수)">
      <PrivacyPolicyText />
    </PublicPage>
  ),
});
