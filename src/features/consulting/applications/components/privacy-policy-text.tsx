/**
 * 개인정보 수집·이용 동의 of the consulting application (/consulting/apply/privacy-policy), required to apply:
 * what is collected, why, how long it is kept, and the right to refuse (개인정보 보호법 제15조 제2항 requires these
 * four). The items match what the application form sends and what an application keeps.
 */
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const ROWS = [
  {
    purpose: '컨설팅 신청 접수와 본인 확인, 상담 일정 안내',
    items: '학생 이름, 학교, 학년, 휴대전화 번호, 이메일(선택)',
  },
  {
    purpose: '입시 컨설팅과 컨설팅 보고서 작성',
    items: '신청 시점의 지원 목록(대학·학과·군), 모의고사 성적(원점수·표준점수·백분위·등급)과 문항별 답안',
  },
  {
    purpose: '결제 안내(유료 서비스)와 문의·불만 처리',
    items: '신청한 서비스와 금액, 상담 메모, 처리 기록',
  },
];

export function PrivacyPolicyText() {
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm">
        에듀플랫폼은 입시 컨설팅 신청을 처리하기 위해 아래와 같이 개인정보를 수집·이용합니다. 내용을 읽고 동의 여부를 정해 주세요.
      </Text>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" aria-label="수집·이용 항목과 목적">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="45%">수집·이용 목적</Table.Th>
            <Table.Th>수집 항목</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((r) => (
            <Table.Tr key={r.purpose}>
              <Table.Td>{r.purpose}</Table.Td>
              <Table.Td>{r.items}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <div>
        <Title order={3} size="h5" mb={4}>
          보유 및 이용 기간
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>컨설팅이 끝난 날(보고서 전달 또는 신청 취소)부터 1년 동안 보관한 뒤 지체 없이 파기합니다.</List.Item>
          <List.Item>학생 또는 보호자가 삭제를 요청하면 그때 파기합니다.</List.Item>
          <List.Item>
            유료 서비스의 결제 기록은 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 5년, 소비자 불만·분쟁 처리 기록은 3년 동안 보관합니다.
          </List.Item>
        </List>
      </div>

      <div>
        <Title order={3} size="h5" mb={4}>
          동의를 거부할 권리와 거부할 때의 불이익
        </Title>
        <Text size="sm">
          개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 위 항목은 컨설팅에 꼭 필요한 정보이므로, 동의하지 않으면 컨설팅을 신청할 수 없습니다.
        </Text>
      </div>

      <div>
        <Title order={3} size="h5" mb={4}>
          만 14세 미만 학생
        </Title>
        <Text size="sm">만 14세 미만 학생의 신청은 법정대리인(보호자)이 보호자 계정으로 하거나 보호자의 동의를 받아야 합니다.</Text>
      </div>

      <Text size="sm" c="dimmed">
        개인정보의 처리에 관한 자세한 내용은{' '}
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/privacy" />}>
          개인정보처리방침
        </Anchor>
        에서 볼 수 있습니다.
      </Text>
    </Stack>
  );
}
