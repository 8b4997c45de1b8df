/**
 * /mobile/main: the mobile app's home (its web view, 390 px): the public main page's own component, in a single
 * column, with the store's shortcuts underneath.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { Box, Button, Stack } from '@mantine/core';
import { PublicMain } from '../../../features/public/components/PublicMain';

function MobileMain() {
  return (
    <Box maw={390} mx="auto" data-layout="mobile">
      <Stack gap="lg">
        <PublicMain />
        <Stack gap="xs">
          <Button renderRoot={(props) => <Link {...props} to="/mobile/payment" />} size="md">
            이용권·상품 결제
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/consulting/apply" />} size="md" variant="default">
            컨설팅 신청
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export const Route = createFileRoute('/_public/mobile/main')({ component: MobileMain });
