/** GET user/unlimited (the payment screens' query) and PUT user/unlimited/auto_renew (정기결제 해지 / 다시 시작). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { paymentRoutes } from '../../../../api/public-calls';
import { unlimitedQueryOptions } from '../../payment/api/passes';
import { accountKeys } from './account-keys';

/** The caller's unlimited pass (only when signed in as a customer). */
export const useMyPass = (enabled: boolean) => useQuery({ ...unlimitedQueryOptions(), enabled });

/** Stops or resumes the renewal; the screen shows a refusal itself (409 with the reason). */
export const setAutoRenew = (autoRenew: boolean) => sendCustomer(paymentRoutes.passAutoRenew, { body: { auto_renew: autoRenew } }, { notify: false }).then((r) => r.data);

/** Stops or resumes the renewal and puts the answer in the pass's query. */
export function useSetAutoRenew() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAutoRenew, onSuccess: (pass) => client.setQueryData(accountKeys.unlimited(), pass), onSettled: () => client.invalidateQueries({ queryKey: accountKeys.unlimited() }) });
}
