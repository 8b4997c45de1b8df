import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { SampleList } from '../../../../features/question-bank/staging-samples/components/SampleList';
import { UnknownSampleState } from '../../../../features/question-bank/staging-samples/components/UnknownSampleState';
import { parseSampleState } from '../../../../features/question-bank/staging-samples/staging-samples.options';

/** Sample questions of one state (0 작성 중, 1 사용 중, 2 보관); any other value says so. */
function SampleStatePage() {
  const { state } = Route.useParams();
  const code = parseSampleState(state);
  return (
    <AdminPage path="/exam/admin-question-sample/$state">
      {code === null ? <UnknownSampleState value={state} /> : <SampleList key={code} state={code} />}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-sample/$state')({ component: SampleStatePage });
