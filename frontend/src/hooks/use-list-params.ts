import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

/** What `update` may change: a parameter's value, or '' to take it out of the address. */
export type ListParamChanges<T> = { [K in keyof T]?: T[K] | '' };

interface ListParamsOptions<T> {
  /** The values left out of the address (the page's 1 always is): a constant of the list's module. */
  defaults?: Partial<T>;
  /** Changing a parameter replaces the address instead of making a history entry. */
  replace?: boolean;
}

/**
 * A paged list's search, filters, sort and page, kept in the address (`?search=&sort=&page=`), so
 * reloading, going back and sharing the link keep them. `read` takes each parameter from the address
 * (checking it; the page is read here); `update` writes the changes, leaving out '' and the defaults.
 * Any change other than the page starts again from the first page.
 */
export function useListParams<T extends { page: number }>(
  read: (search: URLSearchParams) => Omit<T, 'page'>,
  { defaults, replace = false }: ListParamsOptions<T> = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = { ...read(searchParams), page: readPageParam(searchParams) } as T;

  const update = useCallback(
    (changes: ListParamChanges<T>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          // The parameters are text, numbers or '' (a list's `T` holds nothing else).
          const withPage = ('page' in changes ? changes : { ...changes, page: 1 }) as Record<string, string | number | undefined>;
          for (const [key, value] of Object.entries(withPage)) {
            const text = String(value ?? '').trim();
            const fallback = key === 'page' ? 1 : defaults?.[key as keyof T];
            if (text === '' || (fallback !== undefined && text === String(fallback))) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, replace, defaults],
  );

  return { params, update };
}
