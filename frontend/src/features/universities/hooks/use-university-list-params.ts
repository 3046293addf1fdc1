import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

import type { InstagramFilter } from '../api/get-universities';
import type { UniversitySort } from '../types';

export interface ListParams {
  search: string;
  instagram: InstagramFilter;
  sort: UniversitySort;
  page: number;
}

const DEFAULTS: ListParams = { search: '', instagram: 'all', sort: 'name', page: 1 };

function parseInstagram(value: string | null): InstagramFilter {
  return value === 'with' || value === 'without' ? value : 'all';
}

/** A list's search, filter, sort and page, kept in the address (`?search=&instagram=&sort=&page=`). */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    search: searchParams.get('search') ?? '',
    instagram: parseInstagram(searchParams.get('instagram')),
    sort: searchParams.get('sort') === 'newest' ? 'newest' : 'name',
    page: readPageParam(searchParams),
  };

  const update = useCallback(
    (changes: Partial<ListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          // Any change other than the page starts again from the first page.
          const withPage = 'page' in changes ? changes : { ...changes, page: 1 };
          for (const [key, value] of Object.entries(withPage)) {
            const text = String(value ?? '').trim();
            if (text === '' || text === String(DEFAULTS[key as keyof ListParams])) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
