/** GET exam_subject/timeline: every recorded transition of one exam, oldest first. */
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { examTimeline } from '../../../api/review';
import { reviewKeys } from './keys';

export const examTimelineOptions = (id: number) => queryOptions({ queryKey: reviewKeys.timeline(id), queryFn: () => adminApi(examTimeline, { query: { id } }, { notify: false }) });
