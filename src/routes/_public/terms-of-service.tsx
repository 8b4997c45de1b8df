import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../../features/public/components/ContentPageView';
import { termsOfService } from '../../features/public/content/terms-of-service';

export const Route = createFileRoute('/_public/terms-of-service')({ component: () => <ContentPageView page={termsOfService} /> });
