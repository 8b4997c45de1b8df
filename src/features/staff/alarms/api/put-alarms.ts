/** PUT user/alarm: turns notifications on or off and marks them read (some, or all); the bell is refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { userAlarmPut, type AlarmBodySchema } from '../../../../api/staff/alarms';
import { alarmKeys } from './alarm-keys';

/** Sends one change. */
export const putAlarms = (body: z.input<typeof AlarmBodySchema>) => adminApi(userAlarmPut, { body });

/** Changes the setting or marks notifications read. */
export function usePutAlarms() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putAlarms, onSettled: () => client.invalidateQueries({ queryKey: alarmKeys.all }) });
}
