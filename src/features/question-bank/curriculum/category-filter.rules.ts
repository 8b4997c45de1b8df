/**
 * Spec section 5, "Category filtering depends on the exam's grade, subject and detail", written once for the
 * server (after loading by kind and curriculum) and the category picker.
 * A category matches when its subject type equals the exam's, its detail equals the exam's detail or is null
 * (it applies to every detail), and its grade_list contains the exam's grade or is empty (every grade).
 * A filter value left out does not narrow.
 */

/** What the rule looks at in a category. */
export interface CategoryScope {
  subject_type_id: number;
  subject_detail_type_id: number | null;
  grade_list: readonly number[];
  school_type: number;
}

/** The exam's grade, subject, detail and school level; each optional. */
export interface CategoryFilter {
  subject_type_id?: number | null;
  subject_detail_type_id?: number | null;
  grade_id?: number | null;
  school_type?: number | null;
}

const given = (v: number | null | undefined): v is number => v !== undefined && v !== null;

/** Whether a category applies to an exam with the given grade, subject, detail and school level. */
export function categoryMatches(category: CategoryScope, filter: CategoryFilter): boolean {
  if (given(filter.school_type) && category.school_type !== filter.school_type) return false;
  if (given(filter.subject_type_id) && category.subject_type_id !== filter.subject_type_id) return false;
  if (given(filter.subject_detail_type_id) && category.subject_detail_type_id !== null && category.subject_detail_type_id !== filter.subject_detail_type_id) return false;
  if (given(filter.grade_id) && category.grade_list.length > 0 && !category.grade_list.includes(filter.grade_id)) return false;
  return true;
}

/** The categories that apply, in their original order. */
export function filterCategories<C extends CategoryScope>(categories: readonly C[], filter: CategoryFilter): C[] {
  return categories.filter((c) => categoryMatches(c, filter));
}
