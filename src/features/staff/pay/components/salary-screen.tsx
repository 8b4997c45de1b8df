/**
 * 급여 내역 (/salary-detail): a staff member's own month; internal administrators also see everyone's month
 * and anyone's lines. The month, the tab and the person live in the URL. The rule is stated on the screen.
 */
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { STAFF_POLICY } from '../../staff.policy';
import { MonthNav } from './month-nav';
import { PersonPay } from './person-pay';
import { TeamPay } from './team-pay';

export interface SalarySearch {
  month: string;
  tab: 'mine' | 'team';
  user?: number;
}

export function SalaryScreen({ actor, search, onSearch }: { actor: { uid: number; level: number }; search: SalarySearch; onSearch: (next: SalarySearch) => void }) {
  const seesTeam = STAFF_POLICY.allows(actor, 'pay.readAll', { user_id: 0 });
  const tab = seesTeam ? search.tab : 'mine';
  const person = seesTeam && search.user && search.user !== actor.uid ? search.user : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <MonthNav month={search.month} onChange={(month) => onSearch({ ...search, month })} />
        {seesTeam && (
          <SegmentedControl
            value={tab}
            onChange={(v) => onSearch({ ...search, tab: v as SalarySearch['tab'], user: undefined })}
            data={[
              { value: 'mine', label: '개인 내역' },
              { value: 'team', label: '전체 직원' },
            ]}
          />
        )}
      </Group>
      <Alert variant="light" color="gray" title="급여 산정 기준">
        <Text size="sm">
          입력은 검수에서 승인된 달에, 분류는 분류 완료와 승인이 모두 된 달에 시험 과목의 단가로 확정됩니다. 반려된 작업은 다시 승인될 때까지 급여에 들어가지 않습니다.
        </Text>
      </Alert>
      {tab === 'team' ? (
        <TeamPay month={search.month} onPick={(user) => onSearch({ ...search, tab: 'mine', user })} />
      ) : (
        <>
          {person && (
            <Button variant="subtle" w="fit-content" onClick={() => onSearch({ ...search, tab: 'team', user: undefined })}>
              ← 전체 직원으로
            </Button>
          )}
          <PersonPay month={search.month} userId={person} canRecord={STAFF_POLICY.allows(actor, 'workDay.write', { user_id: person ?? actor.uid })} />
        </>
      )}
    </Stack>
  );
}
