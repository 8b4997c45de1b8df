/**
 * Every screen of spec section 2 with its Korean title, who may open it and what it is for.
 * The admin navigation, page titles and the route guards read this one table.
 */
import { LEVEL, type Access } from '../api/levels';

export interface Screen {
  path: string;
  title: string;
  access: Access;
  /** What the screen is for, shown under its title. */
  purpose: string;
  /** Header hidden (spec: [no-header]). */
  noHeader?: boolean;
}

const staff = (minLevel: (typeof LEVEL)[keyof typeof LEVEL]): Access => ({ minLevel });

/** Admin-shell screens and editors, by spec path. */
export const ADMIN_SCREENS = {
  '/admin/dashboard': { title: '대시보드', access: 'staff', purpose: '오늘의 작업 현황과 내 정보를 봅니다.' },
  '/admin/admin-consulting': { title: '컨설팅 관리', access: staff(LEVEL.adminExternal), purpose: '입시 컨설팅 신청과 상담 내용을 관리합니다.' },
  '/admin/admin-consulting/exam/analyze-info': { title: '모의고사 분석 정보', access: staff(LEVEL.adminExternal), purpose: '학생별 모의고사 성적 분석 정보를 봅니다.' },
  '/exam/admin-question': { title: '문항 입력', access: staff(LEVEL.aiReview), purpose: '배정된 시험의 문항을 입력하고 완료 처리합니다.' },
  '/admin/my-workspace/question-review': { title: '문항 검수', access: staff(LEVEL.reviewer), purpose: '검수 대기·보류·완료 시험을 검수합니다.' },
  '/admin/my-workspace/type-management': { title: '유형 관리', access: staff(LEVEL.teacher), purpose: '문항의 문제 유형 분류 작업을 관리합니다.' },
  '/admin/my-workspace/chapter-management': { title: '단원 관리', access: staff(LEVEL.teacher), purpose: '문항의 단원 분류 작업을 관리합니다.' },
  '/admin/my-workspace/exam-review': { title: '시험 검수', access: staff(LEVEL.reviewer), purpose: '검수한 시험 목록과 검수 이력을 봅니다.' },
  '/admin/my-workspace/error-exam': { title: '오류 신고 시험', access: staff(LEVEL.reviewer), purpose: '오류가 신고된 시험과 문항을 처리합니다.' },
  '/admin/management/exam/$pageType': { title: '시험 관리', access: staff(LEVEL.adminExternal), purpose: '시험 종류별 시험 목록을 관리합니다.' },
  '/admin/management/user-upload-exam': { title: '사용자 업로드 시험지', access: staff(LEVEL.adminExternal), purpose: '사용자가 올린 시험지를 검토하고 상태와 과목을 바꿉니다.' },
  '/admin/management/user-upload-exam/detail/$id': { title: '업로드 시험지 상세', access: staff(LEVEL.adminExternal), purpose: '업로드된 시험지를 보고 내려받습니다.' },
  '/admin/management/admin-permission-settings': { title: '권한 설정', access: staff(LEVEL.master), purpose: '직원의 레벨과 담당 과목을 정합니다.' },
  '/exam/admin-question-bug-ai': { title: 'AI 오류 신고', access: staff(LEVEL.aiReview), purpose: 'AI 분할 문항의 오류 신고를 처리합니다.' },
  '/exam/admin-question-sample': { title: '샘플 문항', access: staff(LEVEL.reviewer), purpose: '샘플 문항을 관리합니다.' },
  '/exam/admin-question-edit-staging': { title: '스테이징 시험 편집', access: staff(LEVEL.adminExternal), purpose: '스테이징 시험에 문항을 담고 순서를 정합니다.' },
  '/exam/admin-question-staging-info': { title: '스테이징 시험 정보', access: staff(LEVEL.adminExternal), purpose: '스테이징 시험 목록과 정보를 봅니다.' },
  '/admin/creation/mock-exam/$schoolType': { title: '모의고사 생성', access: staff(LEVEL.adminExternal), purpose: '전국연합 모의고사 시험 과목을 만듭니다.' },
  '/admin/creation/modified-mock-exam/$schoolType': { title: '변형 모의고사 생성', access: staff(LEVEL.adminExternal), purpose: '변형 모의고사 시험 과목을 만듭니다.' },
  '/admin/creation/school-exam/$school': { title: '내신 시험 생성', access: staff(LEVEL.adminExternal), purpose: '학교 내신 시험 과목을 만듭니다.' },
  '/admin/creation/textbook/$schoolType': { title: '교과서 시험 생성', access: staff(LEVEL.adminExternal), purpose: '교과서 단원별 시험을 만듭니다.' },
  '/admin/admin-product': { title: '상품 관리', access: staff(LEVEL.adminExternal), purpose: '스토어 상품을 만들고 수정하고 숨깁니다.' },
  '/admin/admin-product/hide': { title: '숨김 상품', access: staff(LEVEL.adminExternal), purpose: '숨긴 상품을 복구하거나 삭제합니다.' },
  '/admin/exam/management': { title: '시험 목록 관리', access: staff(LEVEL.adminExternal), purpose: '전체 시험 과목을 검색하고 내보냅니다.' },
  '/admin/app-payment/main': { title: '결제 관리', access: staff(LEVEL.adminExternal), purpose: '앱 결제와 쿠폰 사용 내역을 봅니다.' },
  '/salary-detail': { title: '급여 내역', access: staff(LEVEL.aiReview), purpose: '입력·분류 단가에 따른 급여 내역을 봅니다.' },
  '/admin/user-detail': { title: '사용자 관리', access: staff(LEVEL.adminInternal), purpose: '사용자 정보, 경고, 탈퇴, 메모를 관리합니다.' },
  '/admin/work-calendar': { title: '근무 캘린더', access: staff(LEVEL.aiReview), purpose: '근무 일정과 공휴일을 봅니다.' },
  '/exam/admin-exam-review/examReview': { title: '시험 검수 화면', access: staff(LEVEL.reviewer), purpose: '시험을 승인, 보류, 반려하거나 강제 통과시킵니다.' },
  '/exam/admin-bug-edit': { title: '오류 신고 처리', access: staff(LEVEL.reviewer), purpose: '신고된 문항을 고치고 해결 처리합니다.' },
  '/exam/admin-bug-edit-ai': { title: 'AI 오류 신고 처리', access: staff(LEVEL.aiReview), purpose: 'AI 분할 문항의 오류를 고칩니다.' },
  '/exam/admin-type-edit': { title: '유형 편집', access: staff(LEVEL.teacher), purpose: '문항의 문제 유형을 지정합니다.' },
  '/exam/admin-chapter-edit': { title: '단원 편집', access: staff(LEVEL.teacher), purpose: '문항의 단원을 지정합니다.' },
  '/exam/admin-question-edit': { title: '문항 편집', access: staff(LEVEL.aiReview), purpose: '문항의 정답, 난이도, 유형을 입력합니다.' },
  '/exam/admin-question-edit2': { title: '문항 편집 (세트형)', access: staff(LEVEL.aiReview), purpose: '지문을 공유하는 세트 문항을 입력합니다.' },
  '/exam/admin-question-edit-ai': { title: 'AI 문항 편집', access: staff(LEVEL.aiReview), purpose: 'AI가 분할한 문항 이미지를 확인하고 입력합니다.' },
  '/exam/admin-question-sample/$state': { title: '샘플 문항 (상태별)', access: staff(LEVEL.reviewer), purpose: '상태별 샘플 문항을 봅니다.' },
} satisfies Record<string, Omit<Screen, 'path'>>;

export type AdminPath = keyof typeof ADMIN_SCREENS;

/** The screen entry of an admin path. */
export function adminScreen(path: AdminPath): Screen {
  return { path, ...ADMIN_SCREENS[path] };
}
