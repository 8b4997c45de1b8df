import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../../features/public/components/ContentPageView';
import { parentsPrivacy } from '../../../features/public/content/parents-privacy';

export const Route = createFileRoute('/_public/parents/privacy')({ component: () => <ContentPageView page={parentsPrivacy} /> });
