import { usePageParam } from '@/hooks/use-page-param';

/**
 * The page of Saved, kept in the address (`?page=`, none for the first), so reloading, going back
 * and sharing the link keep it. Each change is a history entry and starts at the top.
 */
export function useSavedPage() {
  return usePageParam();
}
