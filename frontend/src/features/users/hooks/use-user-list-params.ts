import { useListParams } from '@/hooks/use-list-params';

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

const DEFAULTS: Partial<UserListParams> = { search: '', role: '', status: '', sort: 'newest' };

function read(searchParams: URLSearchParams): Omit<UserListParams, 'page'> {
  const role = searchParams.get('role');
  const status = searchParams.get('status');
  const sort = searchParams.get('sort');
  return {
    search: searchParams.get('search') ?? '',
    role: isRole(role) ? role : '',
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : 'newest',
  };
}

/** The users list's search, filters, sort and page, kept in the address (`?search=&role=&status=&sort=&page=`). */
export function useUserListParams() {
  return useListParams<UserListParams>(read, { defaults: DEFAULTS, replace: true });
}
