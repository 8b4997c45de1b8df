/**
 * Curriculum rules shared by the server routes and the screens: who may read and write, the curricula and
 * their labels, and the genres offered when a literary work is added.
 */
import { LEVEL, type Access } from '../../../api/levels';

/** Reading categories, subjects, works and schools is open from level 1 (question entry needs them); adding a work from level 2. */
export const CURRICULUM_ACCESS = {
  read: { minLevel: LEVEL.aiReview },
  writeLiterature: { minLevel: LEVEL.teacher },
} as const satisfies Record<string, Access>;

/** The curricula with their Korean labels. */
export const CURRICULUM_OPTIONS = [
  { value: 2015, label: '2015 개정' },
  { value: 2022, label: '2022 개정' },
] as const;
export type CurriculumYear = (typeof CURRICULUM_OPTIONS)[number]['value'];

/** Genres (갈래) suggested for literary works; any other text is accepted too. */
export const LITERATURE_GENRES = ['현대시', '현대소설', '고전시가', '고전소설', '수필', '극', '비문학'] as const;

/** What each picker kind is called on screen. */
export const PICKER_LABELS = {
  chapter: { title: '단원', empty: '조건에 맞는 단원이 없습니다.' },
  type: { title: '문제유형', empty: '조건에 맞는 문제유형이 없습니다.' },
} as const;

/** What a chapter of each depth is called (1 대단원, 2 중단원, 3 소단원); deeper levels by number. */
export const chapterDepthLabel = (depth: number) => ['대단원', '중단원', '소단원'][depth - 1] ?? `${depth}단계`;
