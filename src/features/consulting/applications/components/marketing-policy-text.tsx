/**
 * 마케팅 정보 수신 동의 of the consulting application (/consulting/apply/marketing-policy), optional: what is sent,
 * through which channels, which data is used, how long, and how to withdraw (정보통신망법 제50조: prior consent to
 * advertising messages, and the way to refuse them).
 */
import { List, Stack, Table, Text, Title } from '@mantine/core';

const ROWS: Array<[string, string]> = [
  ['이용 목적', '입시 설명회·컨설팅 이벤트, 할인과 혜택, 새 서비스 안내'],
  ['이용 항목', '학생 이름, 휴대전화 번호, 이메일, 학년'],
  ['보내는 방법', '문자 메시지(SMS·LMS), 이메일, 카카오 알림톡'],
  ['보유 및 이용 기간', '동의를 철회하거나 회원에서 탈퇴할 때까지'],
];

export function MarketingPolicyText() {
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm">
        에듀플랫폼은 동의한 분께만 입시 일정과 이벤트, 혜택 소식을 보내 드립니다. 이 동의는 선택이며, 동의하지 않아도 컨설팅 신청과 이용에 아무런 제한이 없습니다.
      </Text>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" aria-label="마케팅 정보 수신 내용">
        <Table.Tbody>
          {ROWS.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w="30%" scope="row">
                {k}
              </Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div>
        <Title order={3} size="h5" mb={4}>
          수신 동의의 철회
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>받은 문자나 이메일의 ‘수신 거부’ 안내를 따르거나 고객센터에 요청하면 언제든지 철회할 수 있습니다.</List.Item>
          <List.Item>철회하면 그날부터 광고성 정보를 보내지 않으며, 철회 사실은 처리 결과와 함께 알려 드립니다.</List.Item>
          <List.Item>밤 9시부터 다음 날 아침 8시 사이에는 따로 동의한 경우가 아니면 광고성 정보를 보내지 않습니다.</List.Item>
        </List>
      </div>
      <Text size="sm" c="dimmed">
        컨설팅 진행 안내, 결제 안내처럼 신청한 서비스를 위해 꼭 필요한 연락은 이 동의와 관계없이 보내 드립니다.
      </Text>
    </Stack>
  );
}
