import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../../features/public/components/ContentPageView';
import { parentsIntro } from '../../../features/public/content/parents-intro';

export const Route = createFileRoute('/_public/parents/intro')({ component: () => <ContentPageView page={parentsIntro} /> });
