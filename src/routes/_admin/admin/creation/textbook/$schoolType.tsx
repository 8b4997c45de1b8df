import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';
import { TextbookEditorScreen } from '../../../../../features/question-bank/schools-textbooks/components/TextbookEditorScreen';

/** 교과서 시험 생성: the textbook hierarchy editor of the level in `:schoolType`, with the selected textbook's textbook exams. */
function TextbookRoute() {
  const { schoolType } = Route.useParams();
  return (
    <AdminPage path="/admin/creation/textbook/$schoolType">
      <TextbookEditorScreen schoolType={schoolType} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/creation/textbook/$schoolType')({ component: TextbookRoute });
