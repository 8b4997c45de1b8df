/**
 * Pay calls of the salary screen (spec section 7 account, account_user, user/work_day): one person's month,
 * everyone's month, its xlsx, and recording a work day (which refreshes both months).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, requestFile, saveBlob } from '../../../../api/client';
import { account, accountUser, accountXlsx, userWorkDay, type WorkDayBodySchema } from '../../../../api/staff/pay';
import type { z } from 'zod';

/** The query keys of pay, one place. */
export const payKeys = {
  all: ['pay'] as const,
  person: (month: string, userId?: number) => [...payKeys.all, 'person', month, userId ?? 'me'] as const,
  team: (month: string) => [...payKeys.all, 'team', month] as const,
};

/** One person's month (the signed-in one without `userId`). */
export const accountUserQueryOptions = (month: string, userId?: number) =>
  queryOptions({ queryKey: payKeys.person(month, userId), queryFn: ({ signal }) => adminApi(accountUser, { query: { month, user_id: userId } }, { signal }), placeholderData: keepPreviousData });
export const useAccountUser = (month: string, userId?: number) => useQuery(accountUserQueryOptions(month, userId));

/** Everyone's month. */
export const accountQueryOptions = (month: string) => queryOptions({ queryKey: payKeys.team(month), queryFn: ({ signal }) => adminApi(account, { query: { month } }, { signal }), placeholderData: keepPreviousData });
export const useAccount = (month: string, enabled: boolean) => useQuery({ ...accountQueryOptions(month), enabled });

/** Downloads everyone's month as xlsx. */
export async function downloadAccountXlsx(month: string): Promise<void> {
  saveBlob(await requestFile('staff', accountXlsx, { query: { month } }), `급여_${month}.xlsx`);
}

/** Records (or with 0 hours removes) a work day; every pay month is refreshed. */
export function useRecordWorkDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof WorkDayBodySchema>) => adminApi(userWorkDay, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payKeys.all }),
  });
}
