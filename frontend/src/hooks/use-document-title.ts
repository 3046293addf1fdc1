import { useLayoutEffect } from 'react';

import { APP_NAME } from '@/config/constants';

/**
 * Sets the browser tab title for the current page: "About · Quad", or the full title when given. A
 * layout effect, so the title changes in the same commit as the page it names.
 */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  useLayoutEffect(() => {
    document.title = exact ? title : `${title} · ${APP_NAME}`;
  }, [title, exact]);
}
