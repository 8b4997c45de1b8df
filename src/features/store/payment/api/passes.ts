/** GET user/unlimited (own pass, with the customerKey for card registration) and POST toss_auth. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import type { CallInput } from '../../../../api/http';
import { paymentRoutes } from '../../../../api/public-calls';
import type { passExtend, tossAuth } from '../../../../api/store/payments';
import { paymentKeys } from './payment-keys';

/** The caller's pass query options. */
export const unlimitedQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.unlimited(), queryFn: ({ signal }) => sendCustomer(paymentRoutes.userUnlimited, { query: {} }, { signal, notify: false }).then((r) => r.data) });

/** The caller's unlimited pass (only when signed in as a customer). */
export const useUnlimited = (enabled: boolean) => useQuery({ ...unlimitedQueryOptions(), enabled });

/** POST toss_auth: the card-registration redirect's values and the pass product. */
export const authoriseCard = (body: CallInput<typeof tossAuth>['body']) => sendCustomer(paymentRoutes.tossAuth, { body }, { notify: false });

/** POST user/unlimited/extend: one more period of the active pass, confirmed with the end date the customer saw. */
export const extendPass = (body: CallInput<typeof passExtend>['body']) => sendCustomer(paymentRoutes.passExtend, { body }, { notify: false });
