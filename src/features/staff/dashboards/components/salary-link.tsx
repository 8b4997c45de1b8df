/** The link to the person's pay details. */
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function SalaryLink() {
  return (
    <Anchor size="xs" renderRoot={(props) => <Link {...props} to="/salary-detail" />}>
      급여 내역 보기
    </Anchor>
  );
}
