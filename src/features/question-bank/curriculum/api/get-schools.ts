/** One page of the middle or high school list (middle_school_info, high_school_info), for school pickers. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { highSchoolInfo, middleSchoolInfo } from '../../../../api/question-bank/curriculum';
import { CURRICULUM_KEY } from './keys';
import { SCHOOL_TYPE } from '../../../../api/codes';

export interface SchoolQuery {
  search?: string;
  region?: string;
  page: number;
  size: number;
}

export const schoolsQueryOptions = (school_type: number, query: SchoolQuery) =>
  queryOptions({
    queryKey: [...CURRICULUM_KEY, 'schools', school_type, query],
    queryFn: () => adminApi(school_type === SCHOOL_TYPE.middle.code ? middleSchoolInfo : highSchoolInfo, { query }),
    placeholderData: keepPreviousData,
  });

export const useSchools = (school_type: number, query: SchoolQuery) => useQuery(schoolsQueryOptions(school_type, query));
