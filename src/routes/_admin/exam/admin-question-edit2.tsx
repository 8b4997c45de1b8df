import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { z } from 'zod';
import { searchValidator } from '../../../components/list/search-params';
import { HeadsEditor } from '../../../features/question-bank/exams/components/HeadsEditor';
import { AdminPage } from '../../../layout/AdminPage';

const SearchSchema = z.object({ id: z.coerce.number().int().positive().optional() });

/** Set-type editing: passages shared by several questions (?id=exam subject). */
function QuestionEdit2() {
  const { id } = Route.useSearch();
  return <AdminPage path="/exam/admin-question-edit2">{id ? <HeadsEditor examSubjectId={id} /> : <Alert color="yellow">편집할 시험을 목록에서 고르세요.</Alert>}</AdminPage>;
}

export const Route = createFileRoute('/_admin/exam/admin-question-edit2')({ validateSearch: searchValidator(SearchSchema), component: QuestionEdit2 });
