/** The public site's menu on a phone: a drawer from the right, loaded when first opened (issue 13 point 4). */
import type { ReactNode } from 'react';
import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export default function PublicMobileMenu({ opened, onClose, links, account }: { opened: boolean; onClose: () => void; links: readonly { to: string; label: string }[]; account: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="메뉴" position="right" size="80%">
      <Stack component="nav" aria-label="주요 메뉴">
        {links.map((l) => (
          <Anchor key={l.to} component={Link} {...{ to: l.to }} onClick={onClose}>
            {l.label}
          </Anchor>
        ))}
        <Divider />
        {account}
      </Stack>
    </Drawer>
  );
}
