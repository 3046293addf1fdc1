import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { AdminUser, UserRole, UserSort, UserStatus } from '../types';
import { USER_MESSAGES } from '../utils/messages';

/** Every admin users query starts with this key, so one invalidation refreshes every page. */
export const usersQueryKey = ['admin-users'] as const;

export interface UserListParams {
  search?: string;
  role?: UserRole | '';
  status?: UserStatus | '';
  sort?: UserSort;
  page?: number;
  pageSize?: number;
}

export interface UserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /admin/users: one page, searched, filtered and sorted by the server (admins only). */
export async function getUsers({ search, role, status, sort = 'newest', page = 1, pageSize }: UserListParams = {}): Promise<UserPage> {
  const term = search?.trim();
  const body = unwrap(
    await api.GET('/admin/users', {
      params: {
        query: {
          ...(term ? { search: term } : {}),
          ...(role ? { role } : {}),
          ...(status ? { status } : {}),
          ...(sort === 'newest' ? {} : { sort }),
          ...(page > 1 ? { page } : {}),
          ...(pageSize ? { pageSize } : {}),
        },
      },
    }),
    USER_MESSAGES.loadFailed,
  );
  return { users: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getUsersQueryOptions(params: UserListParams = {}) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: () => getUsers(params),
    // While a new search or page loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams = {}) {
  return useQuery(getUsersQueryOptions(params));
}
