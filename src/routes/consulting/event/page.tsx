/** consulting/event/page: the consulting event's landing page, without the site header (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { consultingServicesQueryOptions } from '../../../features/consulting/applications/api/get-consulting-services';
import { ConsultingEvent } from '../../../features/consulting/applications/components/consulting-event';

export const Route = createFileRoute('/consulting/event/page')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(consultingServicesQueryOptions());
  },
  component: ConsultingEvent,
});
