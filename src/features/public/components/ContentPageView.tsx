/** Renders a plain-content page (terms, privacy, guide, parents' intro). */
import { List, Stack, Text, Title } from '@mantine/core';
import type { ContentPage } from '../content/content-page';

export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {page.title}
        </Title>
        {page.effectiveDate && (
          <Text size="sm" c="dimmed">
            시행일: {page.effectiveDate}
          </Text>
        )}
      </div>
      {page.lead && <Text>{page.lead}</Text>}
      {page.sections.map((s) => (
        <Stack key={s.heading} gap="xs" component="section">
          <Title order={2} size="h4">
            {s.heading}
          </Title>
          {s.paragraphs?.map((p, i) => (
            <Text key={i} style={{ lineHeight: 1.7 }}>
              {p}
            </Text>
          ))}
          {s.items && (
            <List spacing={4}>
              {s.items.map((item, i) => (
                <List.Item key={i}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
