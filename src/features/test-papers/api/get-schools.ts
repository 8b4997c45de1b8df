/**
 * GET common/middle_school_info or high_school_info: schools of a level whose name contains the search, for
 * picking the school of a school exam when the uploader typed a school that is not in the list.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { SCHOOL_TYPE } from '../../../api/codes';
import { highSchoolInfo, middleSchoolInfo } from '../../../api/question-bank/curriculum';
import { testPaperKeys } from './test-paper-keys';

/** How many schools one search shows. */
const SCHOOL_PAGE = 30;

/** Fetches the schools of a level matching `search`. */
export const getSchools = (schoolType: number, search: string, signal?: AbortSignal) =>
  adminApi(schoolType === SCHOOL_TYPE.middle.code ? middleSchoolInfo : highSchoolInfo, { query: { search: search || undefined, page: 1, size: SCHOOL_PAGE } }, { signal });

/** The schools query (kept a while: the school list rarely changes). */
export const schoolsQueryOptions = (schoolType: number, search: string) =>
  queryOptions({ queryKey: [...testPaperKeys.all, 'schools', schoolType, search], queryFn: ({ signal }) => getSchools(schoolType, search, signal), placeholderData: keepPreviousData, staleTime: 5 * 60_000 });

/** The schools of a level matching a search. */
export const useSchools = (schoolType: number, search: string) => useQuery(schoolsQueryOptions(schoolType, search));
