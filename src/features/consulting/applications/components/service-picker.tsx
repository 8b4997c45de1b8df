/**
 * The consulting services as choices (one card each: name, price, description). Reached with Tab and the arrow
 * keys like any radio group; the picked service's price is what the application records. A service the applicant
 * already has an open application of is marked 신청 중.
 */
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { ConsultingService } from '../../../../api/consulting/applications';
import { formatWon } from '../applications.format';

export interface ServicePickerProps {
  services: ConsultingService[];
  value: number | null;
  onChange?: (id: number) => void;
  error?: string;
  disabled?: boolean;
  /** Cards only, without radio buttons (the services shown before signing in). */
  readOnly?: boolean;
  /** The services the applicant already has an open application of. */
  openServices?: readonly number[];
}

function ServiceBody({ service, open = false }: { service: ConsultingService; open?: boolean }) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{service.name}</Text>
          {open && (
            <Badge color="gray" variant="light" size="sm">
              신청 중
            </Badge>
          )}
        </Group>
        <Badge color={service.price > 0 ? 'indigo' : 'teal'} variant="light" size="lg">
          {formatWon(service.price)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {service.description}
      </Text>
    </Stack>
  );
}

export function ServicePicker({ services, value, onChange, error, disabled, readOnly, openServices = [] }: ServicePickerProps) {
  if (readOnly) {
    return (
      <Stack gap="xs">
        {services.map((s) => (
          <Group key={s.id} p="md" wrap="nowrap" align="flex-start" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
            <ServiceBody service={s} />
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Radio.Group
      label="서비스"
      withAsterisk
      value={value === null ? null : String(value)}
      onChange={(v) => onChange?.(Number(v))}
      error={error}
      name="service_id"
    >
      <Stack gap="xs" mt={6}>
        {services.map((s) => (
          <Radio.Card key={s.id} value={String(s.id)} p="md" radius="md" disabled={disabled} aria-label={`${s.name} ${formatWon(s.price)}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <ServiceBody service={s} open={openServices.includes(s.id)} />
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
