/**
 * Admission consulting reference data (spec sections 3, 7 "Consulting", 9; issue 10 point 2): the 17
 * regions, the 8 major main and 36 middle categories, the four-year universities, their majors per year, and
 * each university's admission group (군) per year. Imported from server/db/data/consulting/ by
 * server/db/seed/consulting.ts; every row keeps its source and year.
 *
 * The name search runs on normalised text columns written at import with the rules' normaliseName
 * (univ_key, univ_search, major_search) and `strpos`: pg_trgm ships with PGlite 0.5 only as an extension the
 * client must load when it opens the database, and a PostgreSQL role may not create it, so the search uses
 * no extension. 8,691 rows a year are scanned in a few milliseconds (tests/server/consulting-search.test.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADMISSION_GROUP_CODES } from '../../../src/api/consulting/search';
import { users } from './auth';

const updated = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** The 17 regions (시도): the short name is what the search filters and shows. */
export const regions = pgTable('regions', {
  /** The 시도 code of KCUE's 2024 standard data (11 서울 ... 52 전북). */
  id: integer('id').primaryKey(),
  /** The short name (서울, 경기, ...). */
  region: text('region').notNull().unique(),
  /** The full name (서울특별시, ...). */
  region_full: text('region_full').notNull(),
  /** The spec's order of the filter (section 3). */
  sort_order: integer('sort_order').notNull(),
  /** Renames and the like, as the source notes them. */
  note: text('note'),
  source: text('source').notNull(),
  year: integer('year').notNull(),
});

/** The 8 major main categories (대계열, ids 1-8). */
export const majorMainCategories = pgTable('major_main_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  name_en: text('name_en').notNull(),
  source: text('source').notNull(),
});

/** The 36 middle categories (중계열); names repeat across mains (기타), so a middle category is its id. */
export const majorMiddleCategories = pgTable(
  'major_middle_categories',
  {
    id: integer('id').primaryKey(),
    head_major: integer('head_major')
      .notNull()
      .references(() => majorMainCategories.id),
    name: text('name').notNull(),
    source: text('source').notNull(),
  },
  (t) => [uniqueIndex('major_middle_categories_name_key').on(t.head_major, t.name)],
);

/**
 * A four-year university (대학교, 교육대학, 산업대학, ...) as the national standard data lists it: one row per
 * campus. Its key is (name, campus); `year` is the base year of the data the row was last imported from.
 */
export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 본교, 제2캠퍼스, 분교, ... */
    campus: text('campus').notNull(),
    /** 대학교, 교육대학, 산업대학, ... */
    school_type: text('school_type').notNull(),
    /** 국립, 사립, 공립, ... */
    establishment: text('establishment').notNull(),
    region: text('region')
      .notNull()
      .references(() => regions.region),
    address: text('address').notNull(),
    homepage: text('homepage').notNull(),
    source: text('source').notNull(),
    year: integer('year').notNull(),
    update_time: updated(),
  },
  (t) => [uniqueIndex('universities_name_key').on(t.name, t.campus), index('universities_region_idx').on(t.region)],
);

/**
 * A major (학과·학부) of a university in one admission year, as 대학알리미's list of that year gives it. Its key
 * is (university, name, year): re-importing a year's file updates its rows in place (ids are kept) and
 * removes the majors the file no longer lists.
 */
export const univMajors = pgTable(
  'univ_majors',
  {
    id: serial('id').primaryKey(),
    university_id: integer('university_id')
      .notNull()
      .references(() => universities.id),
    year: integer('year').notNull(),
    /** The university's name as that year's list gives it (a renamed university keeps the new name here). */
    univ_name: text('univ_name').notNull(),
    major_name: text('major_name').notNull(),
    /** The university's short region name (denormalised: the search filters on it). */
    region: text('region')
      .notNull()
      .references(() => regions.region),
    head_major: integer('head_major')
      .notNull()
      .references(() => majorMainCategories.id),
    major_sub_id: integer('major_sub_id')
      .notNull()
      .references(() => majorMiddleCategories.id),
    /** The majors a 학부 gathers (대학알리미 member_majors); empty for one major. */
    member_majors: text('member_majors').array().notNull().default(sql`'{}'::text[]`),
    /** 대학알리미 5계열 (인문사회, 자연과학, 공학, 예체능, 의학). */
    src_broad5: text('src_broad5'),
    /** The new-scheme 중계열 where the source has one. */
    src_mid_new: text('src_mid_new'),
    /** The standard 소계열 the main and middle category were derived from. */
    src_sub: text('src_sub'),
    /** How sure the 소계열 -> category mapping is (medium, low), from sub_to_kedi_mapping_DERIVED.csv. */
    category_confidence: text('category_confidence'),
    /** normaliseName(univ_name): a type-1 filter names a university by it. */
    univ_key: text('univ_key').notNull(),
    /** searchTextOf the university's names (this year's and the standard data's). */
    univ_search: text('univ_search').notNull(),
    /** searchTextOf the major's name and its member majors. */
    major_search: text('major_search').notNull(),
    source: text('source').notNull(),
    update_time: updated(),
  },
  (t) => [
    uniqueIndex('univ_majors_key').on(t.university_id, t.major_name, t.year),
    index('univ_majors_year_region_idx').on(t.year, t.region),
    index('univ_majors_year_sub_idx').on(t.year, t.major_sub_id),
    index('univ_majors_year_main_idx').on(t.year, t.head_major),
    // The result's order (code-point order, as the rules compare): the first 50 of a broad search are read in order.
    index('univ_majors_year_order_idx').on(t.year, sql`${t.univ_name} collate "C"`, sql`${t.major_name} collate "C"`, t.id),
  ],
);

/**
 * The admission group (군) a university recruits in for a year's 정시, with where that fact comes from. One row
 * per university and year: the group most of its majors use. Exceptions a source mentions (e.g. "학부대학은
 * 다군") are kept in `note` and not applied per major. A university without a row has no known group: a 군
 * filter leaves its majors out and the search says how many. Administrators will edit these rows
 * (`edited_by`); the import never overwrites a row an administrator edited.
 */
export const universityAdmissionGroups = pgTable(
  'university_admission_groups',
  {
    id: serial('id').primaryKey(),
    university_id: integer('university_id')
      .notNull()
      .references(() => universities.id),
    year: integer('year').notNull(),
    /** ga, na or da. */
    gun: text('gun').notNull(),
    /** What the source adds (a college in another group, ...). */
    note: text('note'),
    /** The source's own text of the group, as it was read. */
    source_text: text('source_text'),
    source: text('source').notNull(),
    /** The administrator who last changed the row; null for imported rows. */
    edited_by: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    update_time: updated(),
  },
  (t) => [
    uniqueIndex('university_admission_groups_key').on(t.university_id, t.year),
    check('university_admission_groups_gun_check', sql.raw(`${t.gun.name} in (${ADMISSION_GROUP_CODES.map((g) => `'${g}'`).join(', ')})`)),
  ],
);

/** What was imported from each file (its SHA-256): an unchanged folder is not imported again on start. */
export const consultingImports = pgTable('consulting_imports', {
  file: text('file').primaryKey(),
  sha256: text('sha256').notNull(),
  rows: integer('rows').notNull(),
  imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
