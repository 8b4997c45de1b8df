/**
 * A student's chosen list by admission group (spec sections 2, 4 "Consulting selection rules", 7 "Consulting",
 * 9; issue 10 point 4): GET /api/v2/tar_univ/user/consulting?user_id= (the spec's call: the list, first 50
 * shown) and two calls the spec does not list: PUT user/consulting `{ major_id, gun }` (the toggle: choosing a
 * major already chosen in that 군 removes it, otherwise adds it) and DELETE user/consulting/{id} (removing one
 * choice by its own id, which also removes a choice whose major a newer data import deleted).
 *
 * `major_id` here is the university-major entry (univ_majors.id, the search list's `keyword_id`), as the column
 * consulting_choices.major_id is; `major_sub_id` is the middle category (the search list calls that `major_id`).
 * A choice keeps the university's and major's names, the region and the year it was made with, so it still
 * reads right after the major is gone (then `major_id` and the details taken from the majors list are null).
 *
 * Customers call these for themselves only: a `user_id` that is not the caller's is refused (403) by the
 * consulting policy (src/features/consulting/consulting.policy.ts, `student.read` / `student.write`).
 */
import { z } from 'zod';
import { defineCall, IdSchema, QueryIdSchema, queryNumber } from '../http';
import { ADMISSION_GROUP_CODES } from './search';

/** The chosen list's limits are zod-free (search-codes.ts) for the public consulting pages; re-exported here. */
export { CHOICE_LIMITS } from './search-codes';

const GUN_MESSAGE = '군(gun)은 ga(가군), na(나군), da(다군) 중 하나입니다.';

/** An admission group as a choice is made in: ga 가군, na 나군, da 다군. */
export const ChoiceGunSchema = z.enum(ADMISSION_GROUP_CODES, { message: GUN_MESSAGE });

/** One chosen major as the list shows it (the detail modal and the compare view need nothing more). */
export const ChosenMajorSchema = z.object({
  /** The choice itself (consulting_choices.id): what DELETE user/consulting/{id} takes. */
  id: z.number().int(),
  /** The 군 the student chose it in. */
  gun: ChoiceGunSchema,
  /** The university-major entry (univ_majors.id, the search's keyword_id); null when a newer import removed the major. */
  major_id: z.number().int().nullable(),
  /** The university's name when chosen (campus in parentheses, e.g. 고려대학교(세종)). */
  univ_name: z.string(),
  /** The major's name when chosen. */
  major_name: z.string(),
  /** The short region name when chosen (서울, 경기, ...). */
  region: z.string(),
  /** The data year of the major when chosen. */
  year: z.number().int(),
  /** The university (universities.id); null when the major is gone. */
  univ_id: z.number().int().nullable(),
  /** The major's main category (1-8); null when the major is gone. */
  head_major: z.number().int().nullable(),
  /** The major's middle category (1-36, the search list's major_id); null when the major is gone. */
  major_sub_id: z.number().int().nullable(),
  /** The majors a 학부 gathers; empty for a single major or when the major is gone. */
  member_majors: z.array(z.string()),
  /** The university's address (universities.address); null when the major is gone. */
  address: z.string().nullable(),
  /** The university's homepage as the standard data gives it (often without a scheme, e.g. WWW.KAYA.AC.KR); null when unknown. */
  homepage: z.string().nullable(),
  /** The university's known admission group in the major's year (the spec's `type`); null when not known. */
  type: z.enum(ADMISSION_GROUP_CODES).nullable(),
  /** What the source adds about that group (a college recruiting in another 군, ...); null when nothing. */
  type_note: z.string().nullable(),
  /** When it was chosen (ISO 8601). */
  create_time: z.string(),
});
export type ChosenMajor = z.infer<typeof ChosenMajorSchema>;

/** GET user/consulting: whose list (the caller's own when absent; another's is refused unless a consultant reads it). */
export const ChoiceListQuerySchema = z.object({
  /** The student (users.id); must be the caller's own id. */
  user_id: queryNumber(IdSchema.optional()),
});
export type ChoiceListQuery = z.input<typeof ChoiceListQuerySchema>;

/** A (군, major) pair of the list, for the 가/나/다 buttons of the search rows. */
export const ChoiceKeySchema = z.object({ gun: ChoiceGunSchema, major_id: z.number().int() });
export type ChoiceKey = z.infer<typeof ChoiceKeySchema>;

/** The list: its first CHOICE_LIMITS.list choices by 군 (가, 나, 다) then in the order chosen, with the counts. */
export const ChoiceListReplySchema = z.object({
  /** The first CHOICE_LIMITS.list (50) choices, 가군 first, each 군 in the order chosen. */
  data: z.array(ChosenMajorSchema),
  /** How many choices there are in all (data holds the first 50). */
  total: z.number().int(),
  /** How many choices each 군 holds (at most CHOICE_LIMITS.perGun each). */
  counts: z.object({ ga: z.number().int(), na: z.number().int(), da: z.number().int() }),
  /** Every choice whose major still exists as (gun, major_id), beyond the first 50 too: what the search rows show as chosen. */
  chosen: z.array(ChoiceKeySchema),
});
export type ChoiceListReply = z.infer<typeof ChoiceListReplySchema>;

/** PUT user/consulting: the major (univ_majors id, the search's keyword_id) and the 군 to toggle it in. */
export const ChoiceToggleBodySchema = z.object({
  /** The university-major entry (the search list's keyword_id). */
  major_id: IdSchema,
  /** ga 가군, na 나군, da 다군. */
  gun: ChoiceGunSchema,
});
export type ChoiceToggleBody = z.infer<typeof ChoiceToggleBodySchema>;

/** The toggle's reply: the new list, and whether the major was added (true) or removed (false). */
export const ChoiceToggleReplySchema = ChoiceListReplySchema.extend({
  /** true: the major was added to the 군; false: it was there and is removed. */
  added: z.boolean(),
});
export type ChoiceToggleReply = z.infer<typeof ChoiceToggleReplySchema>;

/** DELETE user/consulting/{id}: the choice's own id. */
export const ChoiceIdParamsSchema = z.object({ id: QueryIdSchema });

/** GET user/consulting?user_id=: the student's chosen list (spec section 7; first 50 shown). */
export const choiceList = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/user/consulting',
  area: 'consulting',
  summary: '지원 목록 (가·나·다군별로 담은 학과, 처음 50개와 군별 개수; user_id는 본인)',
  query: ChoiceListQuerySchema,
  reply: ChoiceListReplySchema,
});

/** PUT user/consulting: toggles a major in a 군 (already chosen there: removed; otherwise added, at most 20 per 군). */
export const choiceToggle = defineCall({
  method: 'PUT',
  path: '/api/v2/tar_univ/user/consulting',
  area: 'consulting-extra',
  summary: '지원 목록에 학과 담기·빼기 (같은 군에 이미 담은 학과면 빼기; 군마다 최대 20개)',
  body: ChoiceToggleBodySchema,
  reply: ChoiceToggleReplySchema,
});

/** DELETE user/consulting/{id}: removes one choice of the caller's list by its id (also one whose major is gone). */
export const choiceRemove = defineCall({
  method: 'DELETE',
  path: '/api/v2/tar_univ/user/consulting/{id}',
  area: 'consulting-extra',
  summary: '지원 목록에서 학과 빼기 (담은 항목 번호로)',
  params: ChoiceIdParamsSchema,
  reply: ChoiceListReplySchema,
});
