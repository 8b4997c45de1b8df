/** The wire shapes of the divided images (src/api/digitise/images.ts) from their rows. */
import type { DividedImage, SplitJob } from '../../../src/api/digitise/images';
import { labelOf } from '../../../src/machines/lifecycle';
import { SPLIT_JOB_STATE } from '../../../src/machines/split-job.machine';
import { questionNumberOf } from './images.links';
import type { DividedImageRow, SplitJobRow, SplitPageRow } from './images.repository';

/** A job for the progress bar. */
export function presentJob(job: SplitJobRow): SplitJob {
  return {
    id: job.id,
    state: job.state,
    state_label: labelOf(SPLIT_JOB_STATE, job.state),
    pages_total: job.pages_total,
    pages_done: job.pages_done,
    error: job.error,
    attempts: job.attempts,
    file_name: job.file_name,
    create_time: job.create_time.toISOString(),
    finished_time: job.finished_time?.toISOString() ?? null,
  };
}

/** A page without its storage key. */
export const presentPage = (p: SplitPageRow) => ({ page: p.page, width: p.width, height: p.height });

/** A box as the editor draws it. */
export function presentBox(b: DividedImageRow): DividedImage {
  return {
    id: b.id,
    kind: b.kind as DividedImage['kind'],
    number: b.number,
    section: b.section,
    part: b.part,
    page: b.page,
    box: [b.x0, b.y0, b.x1, b.y1],
    question_id: b.question_id,
    auto: b.auto,
  };
}

/** The questions of the subject with the number and section their boxes give them (the index when none does). */
export function presentQuestions(rows: { id: number; question_index: number; visited: boolean; open_reports: number }[], boxes: DividedImageRow[]) {
  const printed = new Map<number, { number: string; section: string }>();
  for (const b of boxes) {
    const number = questionNumberOf(b);
    if (b.question_id === null || number === null || printed.has(b.question_id)) continue;
    printed.set(b.question_id, { number, section: b.section });
  }
  return rows.map((q) => ({
    question_id: q.id,
    question_index: q.question_index,
    number: printed.get(q.id)?.number ?? String(q.question_index),
    section: printed.get(q.id)?.section ?? 'common',
    visited: Boolean(q.visited),
    open_reports: Number(q.open_reports),
  }));
}
