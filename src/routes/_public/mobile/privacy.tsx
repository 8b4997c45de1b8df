import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../../features/public/components/ContentPageView';
import { mobilePrivacy } from '../../../features/public/content/mobile-privacy';

export const Route = createFileRoute('/_public/mobile/privacy')({ component: () => <ContentPageView page={mobilePrivacy} /> });
