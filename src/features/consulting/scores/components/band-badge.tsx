/** A band (안정 / 적정 / 소신 / 도전) as a coloured badge. */
import { Badge, type BadgeProps } from '@mantine/core';
import { BANDS, type BandCode } from '../../../../api/consulting/scores';

export function BandBadge({ band, ...props }: { band: BandCode } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={BANDS[band].color} variant="filled" {...props}>
      {BANDS[band].label}
    </Badge>
  );
}
