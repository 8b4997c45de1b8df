/**
 * /admin/admin-consulting/exam/analyze-info (spec section 2; issue 10 point 5): the students' mock exams across
 * students, for consultants (the screen's access is src/layout/screens.ts). The filters are the URL's search
 * params. Nothing is prefetched: the call needs a consultant's token, which the shell checks first.
 */
import { lazySearch } from '../../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { ExamAnalysisScreen } from '../../../../../features/consulting/exams/components/analysis/exam-analysis-screen';
import { AdminPage } from '../../../../../layout/AdminPage';

function AnalyzeInfoPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage path="/admin/admin-consulting/exam/analyze-info">
      <ExamAnalysisScreen search={search} onSearch={(next) => navigate({ search: next, replace: true })} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/admin-consulting/exam/analyze-info')({
  ...lazySearch(() => import('../../../../../features/consulting/exams/analysis.search').then((m) => m.parseAnalysisSearch)),
  component: AnalyzeInfoPage,
});
