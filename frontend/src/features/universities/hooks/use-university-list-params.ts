import { useListParams } from '@/hooks/use-list-params';

import type { InstagramFilter } from '../api/get-universities';
import type { UniversitySort } from '../types';

export interface UniversityListParams {
  search: string;
  instagram: InstagramFilter;
  sort: UniversitySort;
  page: number;
}

const DEFAULTS: Partial<UniversityListParams> = { search: '', instagram: 'all', sort: 'name' };

function parseInstagram(value: string | null): InstagramFilter {
  return value === 'with' || value === 'without' ? value : 'all';
}

function read(searchParams: URLSearchParams): Omit<UniversityListParams, 'page'> {
  return {
    search: searchParams.get('search') ?? '',
    instagram: parseInstagram(searchParams.get('instagram')),
    sort: searchParams.get('sort') === 'newest' ? 'newest' : 'name',
  };
}

/** A university list's search, filter, sort and page, kept in the address (`?search=&instagram=&sort=&page=`). */
export function useUniversityListParams() {
  return useListParams<UniversityListParams>(read, { defaults: DEFAULTS, replace: true });
}
