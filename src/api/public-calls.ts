/**
 * The routes of the calls the public pages make on their first load, for the zod-free client (`fetch-call.ts`,
 * issue 13 point 4): each is the contract call's method and path, typed by the contract call through
 * `import type` (erased from the build, so the page loads neither zod nor the contract module). Grouped by
 * contract module and named as the call is there; tests/unit/public-calls.test.ts checks every one against its
 * contract call (method, path, and a reply without transforms or defaults).
 */
import { callRoute } from './fetch-call';
import type * as auth from './auth';
import type * as applications from './consulting/applications';
import type * as choices from './consulting/choices';
import type * as exams from './consulting/exams';
import type * as search from './consulting/search';
import type * as payments from './store/payments';
import type * as products from './store/products';
import type * as testPapers from './test-papers';

/** Sign-in, the session restore and e-mail confirmation (src/api/auth.ts). */
export const authRoutes = {
  login: callRoute<typeof auth.login>('POST', '/api/auth/login'),
  refreshToken: callRoute<typeof auth.refreshToken>('POST', '/api/auth/refresh-token'),
  emailConfirm: callRoute<typeof auth.emailConfirm>('POST', '/api/user/email/confirm'),
  emailConfirmResend: callRoute<typeof auth.emailConfirmResend>('POST', '/api/user/email/confirm/resend'),
};

/** The products a customer can buy (src/api/store/products.ts). */
export const productRoutes = {
  productList: callRoute<typeof products.productList>('GET', '/api/v2/store/homepage/product_list'),
};

/** Coupons, passes and orders of /payment and its redirects (src/api/store/payments.ts). */
export const paymentRoutes = {
  saleCouponCheck: callRoute<typeof payments.saleCouponCheck>('GET', '/api/v2/common/sale_coupon/check'),
  useSaleCoupon: callRoute<typeof payments.useSaleCoupon>('PUT', '/api/v2/common/use_sale_coupon'),
  userUnlimited: callRoute<typeof payments.userUnlimited>('GET', '/api/v2/common/user/unlimited'),
  tossAuth: callRoute<typeof payments.tossAuth>('POST', '/api/v2/common/toss_auth'),
  orderCreate: callRoute<typeof payments.orderCreate>('POST', '/api/v2/common/order'),
  orderConfirm: callRoute<typeof payments.orderConfirm>('POST', '/api/v2/common/order/confirm'),
  orderFail: callRoute<typeof payments.orderFail>('POST', '/api/v2/common/order/fail'),
  orderGet: callRoute<typeof payments.orderGet>('GET', '/api/v2/common/order'),
  orderList: callRoute<typeof payments.orderList>('GET', '/api/v2/common/order/list'),
  passExtend: callRoute<typeof payments.passExtend>('POST', '/api/v2/common/user/unlimited/extend'),
  passAutoRenew: callRoute<typeof payments.passAutoRenew>('PUT', '/api/v2/common/user/unlimited/auto_renew'),
};

/** The consulting services and a customer's own applications (src/api/consulting/applications.ts). */
export const consultingApplicationRoutes = {
  consultingServiceList: callRoute<typeof applications.consultingServiceList>('GET', '/api/v2/tar_univ/consulting_service'),
  myConsultingApplications: callRoute<typeof applications.myConsultingApplications>('GET', '/api/v2/tar_univ/consulting_service/mine'),
  myConsultingApplication: callRoute<typeof applications.myConsultingApplication>('GET', '/api/v2/tar_univ/consulting_service/application'),
  consultingApplicationSnapshot: callRoute<typeof applications.consultingApplicationSnapshot>('GET', '/api/v2/tar_univ/consulting_service/snapshot'),
  consultingServiceApply: callRoute<typeof applications.consultingServiceApply>('POST', '/api/v2/tar_univ/consulting_service'),
};

/** A customer's chosen majors (src/api/consulting/choices.ts). */
export const choiceRoutes = {
  choiceList: callRoute<typeof choices.choiceList>('GET', '/api/v2/tar_univ/user/consulting'),
  choiceToggle: callRoute<typeof choices.choiceToggle>('PUT', '/api/v2/tar_univ/user/consulting'),
  choiceRemove: callRoute<typeof choices.choiceRemove>('DELETE', '/api/v2/tar_univ/user/consulting/{id}'),
};

/** The university and major search (src/api/consulting/search.ts). */
export const searchRoutes = {
  consultingSearch: callRoute<typeof search.consultingSearch>('GET', '/api/v2/tar_univ/consulting/search/list'),
};

/** The student's mock exams on /consulting/exams (src/api/consulting/exams.ts): the list, submitting and deleting a sitting; what opens in its dialog loads the client. */
export const examRoutes = {
  consultingExamList: callRoute<typeof exams.consultingExamList>('GET', '/api/v2/tar_univ/consulting_exam_list'),
  consultingExamSubmit: callRoute<typeof exams.consultingExamSubmit>('POST', '/api/v2/tar_univ/consulting_exam/submit'),
  consultingExamDelete: callRoute<typeof exams.consultingExamDelete>('DELETE', '/api/v2/tar_univ/consulting_exam'),
};

/** A customer's own test papers on /post (src/api/test-papers.ts); the upload itself loads the client when sent. */
export const testPaperRoutes = {
  myTestPapers: callRoute<typeof testPapers.myTestPapers>('GET', '/api/v2/common/user_upload_file/mine'),
  myTestPapersSeen: callRoute<typeof testPapers.myTestPapersSeen>('PUT', '/api/v2/common/user_upload_file/seen'),
};
