import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

import type { UserRole, UserSort, UserStatus } from '../types';
import { isRole, isSort, isStatus } from '../utils/display';

export interface UserListParams {
  search: string;
  /** '' for every role. */
  role: UserRole | '';
  /** '' for every status. */
  status: UserStatus | '';
  sort: UserSort;
  page: number;
}

const DEFAULTS: UserListParams = { search: '', role: '', status: '', sort: 'newest', page: 1 };

/** The users list's search, filters, sort and page, kept in the address (`?search=&role=&status=&sort=&page=`). */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role = searchParams.get('role');
  const status = searchParams.get('status');
  const sort = searchParams.get('sort');
  const params: UserListParams = {
    search: searchParams.get('search') ?? '',
    role: isRole(role) ? role : '',
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : 'newest',
    page: readPageParam(searchParams),
  };

  const update = useCallback(
    (changes: Partial<UserListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          // Any change other than the page starts again from the first page.
          const withPage = 'page' in changes ? changes : { ...changes, page: 1 };
          for (const [key, value] of Object.entries(withPage)) {
            const text = String(value ?? '').trim();
            if (text === '' || text === String(DEFAULTS[key as keyof UserListParams])) next.delete(key);
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
