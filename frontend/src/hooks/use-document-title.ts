import { useEffect } from 'react';

import { APP_NAME } from '@/config/constants';

/** Sets the browser tab title for the current page: "About · Quad", or the full title when given. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    document.title = exact ? title : `${title} · ${APP_NAME}`;
  }, [title, exact]);
}
