import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../features/public/components/ContentPageView';
import { privacy } from '../../features/public/content/privacy';

export const Route = createFileRoute('/_public/privacy')({ component: () => <ContentPageView page={privacy} /> });
