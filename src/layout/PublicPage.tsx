/** A public page's title and purpose. */
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export function PublicPage({ title, purpose, children }: { title: string; purpose?: string; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {purpose && <Text c="dimmed">{purpose}</Text>}
      </div>
      {children}
    </Stack>
  );
}
