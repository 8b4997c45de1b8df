/**
 * What a signed-in student or parent sees on /consulting/apply under the services: the application form and their
 * own applications. One module, loaded once with the session (apply-screen.tsx), so that the two and what they
 * share arrive as one file rather than several small ones (issue 13 point 4).
 */
import { Stack } from '@mantine/core';
import { ApplyForm, type ApplyFormProps } from './apply-form';
import { MyApplications } from './my-applications';

export default function CustomerApply({ mobile, ...form }: ApplyFormProps) {
  return (
    <Stack gap="xl" data-layout={mobile ? 'mobile' : 'desktop'}>
      <ApplyForm mobile={mobile} {...form} />
      <MyApplications mobile={mobile} />
    </Stack>
  );
}
