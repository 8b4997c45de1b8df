import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../features/public/components/ContentPageView';
import { guide } from '../../features/public/content/guide';

export const Route = createFileRoute('/_public/guide')({ component: () => <ContentPageView page={guide} /> });
