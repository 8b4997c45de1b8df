/**
 * The browser side of the Toss-compatible stand-in (toss-standin.ts): the SDK script that
 * `loadTossPayments(clientKey, { src })` loads (it defines `window.TossPayments` as Toss's v2 standard script
 * does, with `payment({ customerKey }).requestPayment()` and `.requestBillingAuth()`), and the payment and
 * card-registration windows, simple Korean card forms that redirect the way Toss does:
 * success `successUrl?paymentType=NORMAL&orderId&paymentKey&amount`, failure `failUrl?code&message&orderId`,
 * card registration `successUrl?customerKey&authKey`. No inline script (the app's CSP forbids it): each page
 * loads window.js from the same prefix. And the receipt (매출전표) page a payment's `receipt.url` points at.
 */
import type { TossPayment, TossPaymentStatus } from './toss-client';
import { CARD_ISSUER } from './toss-standin';

/** `window.TossPayments(clientKey)`: what Toss's SDK offers, as far as this app uses it. */
export const SDK_SCRIPT = `(function () {
  var me = document.currentScript && document.currentScript.src;
  var base = me ? me.replace(/\\/v2\\/standard.*$/, '') : '/toss-standin';
  function abs(url) { return new URL(url, window.location.href).href; }
  function fail(message) { var e = new Error(message); e.code = 'INVALID_PARAMETERS'; return Promise.reject(e); }
  function go(path, params) {
    var q = new URLSearchParams();
    Object.keys(params).forEach(function (k) { if (params[k] !== undefined && params[k] !== null) q.set(k, String(params[k])); });
    window.location.assign(base + path + '?' + q.toString());
    return new Promise(function () {});
  }
  window.TossPayments = function (clientKey) {
    if (!clientKey) throw new Error('clientKey가 필요합니다.');
    return {
      payment: function (opts) {
        var customerKey = opts && opts.customerKey;
        return {
          requestPayment: function (req) {
            if (!req || req.method !== 'CARD') return fail('이 결제창은 카드(CARD) 결제만 지원합니다.');
            if (!req.amount || req.amount.currency !== 'KRW' || !(req.amount.value > 0)) return fail('결제 금액(amount.value)이 올바르지 않습니다.');
            if (!req.orderId || !req.orderName || !req.successUrl || !req.failUrl) return fail('orderId, orderName, successUrl, failUrl은 필수입니다.');
            return go('/payment-window', { clientKey: clientKey, customerKey: customerKey, orderId: req.orderId, orderName: req.orderName, amount: req.amount.value,
              successUrl: abs(req.successUrl), failUrl: abs(req.failUrl), customerName: req.customerName, customerEmail: req.customerEmail });
          },
          requestBillingAuth: function (req) {
            if (!req || req.method !== 'CARD') return fail('카드(CARD) 등록만 지원합니다.');
            if (!customerKey || !req.successUrl || !req.failUrl) return fail('customerKey, successUrl, failUrl은 필수입니다.');
            return go('/billing-window', { clientKey: clientKey, customerKey: customerKey, successUrl: abs(req.successUrl), failUrl: abs(req.failUrl),
              customerName: req.customerName, customerEmail: req.customerEmail });
          },
        };
      },
      widgets: function () { throw new Error('결제위젯은 이 결제 서버에서 지원하지 않습니다. payment()를 사용하세요.'); },
    };
  };
})();
`;

/** The windows' script: sends the card to the stand-in and follows the redirect it names. */
export const WINDOW_SCRIPT = `(function () {
  var form = document.getElementById('card-form');
  var q = new URLSearchParams(window.location.search);
  function redirect(url, params) {
    var u = new URL(url);
    Object.keys(params).forEach(function (k) { u.searchParams.set(k, String(params[k])); });
    window.location.replace(u.href);
  }
  document.getElementById('cancel').addEventListener('click', function () {
    redirect(q.get('failUrl'), { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.', orderId: q.get('orderId') || '' });
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var status = document.getElementById('status');
    var button = document.getElementById('submit');
    button.disabled = true;
    status.textContent = '처리 중입니다…';
    var body = { clientKey: q.get('clientKey'), customerKey: q.get('customerKey'), orderId: q.get('orderId'), orderName: q.get('orderName'),
      amount: Number(q.get('amount')), cardNumber: form.elements.cardNumber.value, expiry: form.elements.expiry.value };
    fetch(form.getAttribute('action'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json(); })
      .then(function (r) {
        if (r.code) {
          if (r.code.indexOf('INVALID_CARD') === 0) { status.textContent = r.message; button.disabled = false; return; }
          redirect(q.get('failUrl'), { code: r.code, message: r.message, orderId: q.get('orderId') || '' });
        } else if (r.authKey) {
          redirect(q.get('successUrl'), { customerKey: r.customerKey, authKey: r.authKey });
        } else {
          redirect(q.get('successUrl'), { paymentType: 'NORMAL', orderId: r.orderId, paymentKey: r.paymentKey, amount: r.amount });
        }
      })
      .catch(function () { status.textContent = '결제 서버에 연결하지 못했습니다. 다시 시도하세요.'; button.disabled = false; });
  });
})();
`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Shared look of the stand-in's pages. */
const PAGE_STYLE = `body{font-family:system-ui,-apple-system,'Noto Sans KR',sans-serif;background:#f2f4f6;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:32px 12px;padding:24px;border-radius:16px;max-width:380px;width:100%;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#6b7684;font-size:13px;margin:0 0 16px}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - 토스페이먼츠 호환 결제 서버</title>
<style>
${PAGE_STYLE}
table{width:100%;border-collapse:collapse;font-size:14px}th{text-align:left;color:#6b7684;font-weight:400;padding:8px 0;width:34%;vertical-align:top}
td{text-align:right;padding:8px 0;border-bottom:1px solid #f2f4f6}.total td{font-size:18px;font-weight:700}h2{font-size:15px;margin:20px 0 4px}
</style></head>
<body><main>
${body}
</main></body></html>`;

/** Korean names of Toss's payment statuses, as a receipt shows them. */
const STATUS_LABEL: Record<TossPaymentStatus, string> = {
  READY: '결제 대기',
  IN_PROGRESS: '승인 대기',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '결제 실패',
  EXPIRED: '기한 만료',
};
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** A Toss time (Korea time with offset) as 2026-11-23 08:01:00. */
const kst = (iso: string | null | undefined) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

/** The receipt (매출전표) of an approved payment: what Toss's `receipt.url` shows, in Korean. */
export function receiptPage(payment: TossPayment, merchantName: string): string {
  const cancels = payment.cancels ?? [];
  const canceled = cancels.reduce((sum, c) => sum + c.cancelAmount, 0);
  const card = payment.card ? `${CARD_ISSUER.company}카드 ${payment.card.number ?? ''}${payment.card.cardType ? ` (${payment.card.cardType})` : ''}` : '-';
  const row = (label: string, value: string, cls = '') => `<tr${cls ? ` class="${cls}"` : ''}><th scope="row">${label}</th><td>${esc(value)}</td></tr>`;
  const cancelRows = cancels.map((c) => row(kst(c.canceledAt), `${won(c.cancelAmount)} · ${c.cancelReason}`)).join('\n');
  return page(
    '매출전표',
    `<h1>매출전표</h1><p class="note">개발·테스트용 토스페이먼츠 호환 결제 서버의 전표입니다. 실제로 청구되지 않았습니다.</p>
<table aria-label="매출전표">
${row('상점', `${merchantName} (${String(payment.mId ?? 'tvivarepublica')})`)}
${row('주문명', payment.orderName)}
${row('주문번호', payment.orderId)}
${row('결제 금액', won(payment.totalAmount), 'total')}
${row('취소 금액', won(canceled))}
${row('상태', STATUS_LABEL[payment.status] ?? payment.status)}
${row('결제 수단', payment.method ?? '-')}
${row('카드', card)}
${row('승인 번호', payment.card?.approveNo ?? '-')}
${row('승인 시각', kst(payment.approvedAt))}
</table>${cancels.length ? `\n<h2>취소 내역</h2>\n<table aria-label="취소 내역">\n${cancelRows}\n</table>` : ''}`,
  );
}

/** The page answered for a receipt that does not exist (an unknown key, or an attempt never approved). */
export function receiptNotFoundPage(): string {
  return page('매출전표', '<h1>매출전표</h1><p>영수증을 찾을 수 없습니다. 승인된 결제만 영수증이 있습니다.</p>');
}

/** The payment window (billing: the card-registration window) for the given query. */
export function windowPage(prefix: string, kind: 'payment' | 'billing', q: Record<string, string | undefined>): string {
  const amount = Number(q.amount);
  const title = kind === 'payment' ? '카드 결제' : '카드 등록 (자동결제)';
  const summary =
    kind === 'payment'
      ? `<p class="name">${esc(q.orderName ?? '')}</p><p class="amount">${Number.isFinite(amount) ? amount.toLocaleString('ko-KR') : '-'}원</p>`
      : '<p class="name">무제한 이용권 정기 결제에 사용할 카드를 등록합니다.</p>';
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - 토스페이먼츠 호환 결제 서버</title>
<style>
${PAGE_STYLE}
.name{margin:8px 0 0}.amount{font-size:26px;font-weight:700;margin:4px 0 16px;color:#3182f6}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d1d6db;border-radius:8px;font-size:16px}
.buttons{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:14px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
#submit{background:#3182f6;color:#fff}#cancel{background:#e5e8eb}#status{color:#e42939;min-height:20px;font-size:14px}
</style></head>
<body><main>
<h1>${title}</h1><p class="note">개발·테스트용 토스페이먼츠 호환 결제 서버입니다. 실제로 청구되지 않습니다.</p>
${summary}
<form id="card-form" action="${prefix}/${kind}-window/approve" aria-label="${title}">
<label for="cardNumber">카드 번호</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" required>
<label for="expiry">유효기간 (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/29" required>
<p id="status" role="status"></p>
<div class="buttons"><button type="button" id="cancel">취소</button><button type="submit" id="submit">${kind === 'payment' ? '결제하기' : '카드 등록'}</button></div>
</form>
</main><script src="${prefix}/window.js"></script></body></html>`;
}
