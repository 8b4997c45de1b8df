/** The admin shell's navigation: groups of screens; each item shows only when the signed-in level may open it. */
import { checkAccess, type Principal } from '../api/levels';
import { ADMIN_SCREENS, type AdminPath } from './screens';

export interface NavItem {
  /** Where the link goes (for parameterised screens, a concrete default). */
  to: string;
  screen: AdminPath;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

const item = (screen: AdminPath, to: string = screen): NavItem => ({ screen, to });

export const NAV_GROUPS: NavGroup[] = [
  { label: '내 작업', items: [item('/exam/admin-question'), item('/exam/admin-question-edit2'), item('/exam/admin-question-bug-ai'), item('/admin/my-workspace/type-management'), item('/admin/my-workspace/chapter-management'), item('/admin/work-calendar'), item('/salary-detail')] },
  { label: '검수', items: [item('/admin/my-workspace/question-review'), item('/admin/my-workspace/exam-review'), item('/admin/my-workspace/error-exam'), item('/exam/admin-question-sample')] },
  {
    label: '시험 관리',
    items: [
      item('/admin/exam/management'),
      item('/admin/management/exam/$pageType', '/admin/management/exam/mock'),
      item('/admin/creation/mock-exam/$schoolType', '/admin/creation/mock-exam/3'),
      item('/admin/creation/modified-mock-exam/$schoolType', '/admin/creation/modified-mock-exam/3'),
      item('/admin/creation/school-exam/$school', '/admin/creation/school-exam/3'),
      item('/admin/creation/textbook/$schoolType', '/admin/creation/textbook/3'),
      item('/exam/admin-question-staging-info'),
      item('/admin/management/user-upload-exam'),
    ],
  },
  { label: '운영', items: [item('/admin/admin-product'), item('/admin/app-payment/main'), item('/admin/user-detail'), item('/admin/admin-consulting'), item('/admin/management/admin-permission-settings')] },
];

/** The groups and items a principal may use; empty groups are dropped. */
export function navigationFor(who: Principal | null): NavGroup[] {
  return NAV_GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => checkAccess(ADMIN_SCREENS[i.screen].access, who) === 'allowed') })).filter((g) => g.items.length > 0);
}
