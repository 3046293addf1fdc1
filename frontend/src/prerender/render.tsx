import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

/**
 * A page as a guest first sees it, before any server data: the build writes it into a copy of
 * index.html (scripts/prerender.js), which the server sends for that path, so the page paints
 * before its scripts have run, and src/main.tsx hydrates it.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://quad.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${path} failed`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
