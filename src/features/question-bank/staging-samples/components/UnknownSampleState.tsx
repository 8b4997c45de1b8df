/** /exam/admin-question-sample/:state with a state that is not 0, 1 or 2. */
import { Alert, Stack } from '@mantine/core';
import { SAMPLE_STATE_OPTIONS } from '../staging-samples.options';
import { SampleStateSwitch } from './SampleList';

const STATES = SAMPLE_STATE_OPTIONS.map((o) => `${o.value}(${o.label})`).join(', ');

export function UnknownSampleState({ value }: { value: string }) {
  return (
    <Stack gap="md">
      <SampleStateSwitch />
      <Alert color="yellow" title="알 수 없는 상태입니다" role="alert">
        '{value}'은(는) 샘플 문항 상태가 아닙니다. 상태는 {STATES} 중 하나입니다. 위에서 상태를 골라 주세요.
      </Alert>
    </Stack>
  );
}
