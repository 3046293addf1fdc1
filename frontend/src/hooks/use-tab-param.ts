import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's tab, kept in the address (`?{name}=`; the first tab is left out), so reloading, going
 * back and sharing the link keep it; a value not in `tabs` shows the first. Another tab starts on
 * its first page (`?page=` goes). `replace`: changing tabs is not a history entry.
 */
export function useTabParam<T extends string>(name: string, tabs: readonly T[], { replace = false }: { replace?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0]!;
  const tab = tabs.find((known) => known === searchParams.get(name)) ?? first;
  const selectTab = useCallback(
    (next: T) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === first) params.delete(name);
          else params.set(name, next);
          params.delete('page');
          return params;
        },
        { replace },
      ),
    [setSearchParams, name, first, replace],
  );
  return { tab, selectTab };
}
