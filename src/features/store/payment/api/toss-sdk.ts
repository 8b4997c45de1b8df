/**
 * Opens Toss's windows through Toss's SDK (`@tosspayments/tosspayments-sdk`), loading the script the server names
 * (Toss's own, or the local stand-in's when the app runs without keys). The windows leave the page: Toss
 * redirects to successUrl or failUrl.
 */
import { loadTossPayments } from '@tosspayments/tosspayments-sdk';

/** Where Toss sends the customer back: /payment/proceed and /payment/fail on this site. */
export const redirectUrls = (channel: 'web' | 'mobile', extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ channel, ...extra }).toString();
  return { successUrl: `${window.location.origin}/payment/proceed?${q}`, failUrl: `${window.location.origin}/payment/fail?${q}` };
};

/** Opens the card payment window for an order the server created. */
export async function openPaymentWindow(o: { clientKey: string; sdk_src: string; customerKey: string; orderId: string; orderName: string; amount: number; customerName: string; customerEmail: string }, channel: 'web' | 'mobile') {
  const toss = await loadTossPayments(o.clientKey, { src: o.sdk_src });
  await toss.payment({ customerKey: o.customerKey }).requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: o.amount },
    orderId: o.orderId,
    orderName: o.orderName,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    ...redirectUrls(channel),
  });
}

/** Opens the card-registration window of the unlimited pass (success: /payment/proceed with authKey and customerKey). */
export async function openBillingWindow(o: { clientKey: string; sdk_src: string; customerKey: string; goods_code: string }, channel: 'web' | 'mobile') {
  const toss = await loadTossPayments(o.clientKey, { src: o.sdk_src });
  await toss.payment({ customerKey: o.customerKey }).requestBillingAuth({ method: 'CARD', ...redirectUrls(channel, { goods_code: o.goods_code }) });
}
