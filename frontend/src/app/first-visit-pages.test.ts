import { matchRoutes, type RouteObject } from 'react-router';

import openapiText from '@/lib/api/generated/openapi.json?raw';

import pagesText from './first-visit-pages.json?raw';
import { routes } from './router';

/** The pages of first-visit-pages.json with their lazy modules, the `$comment` left out. */
const firstVisitPages = Object.entries(JSON.parse(pagesText) as Record<string, unknown>).filter(
  (entry): entry is [string, string[]] => Array.isArray(entry[1]),
);

describe('first-visit pages', () => {
  // The server preloads these modules' chunks with the page: a wrong list would fetch chunks the
  // page never runs and leave the ones it does to load late.
  it.each(firstVisitPages)('lists the lazy modules the router loads for %s', async (pattern, modules) => {
    const url = pattern.replace(/:[^/]+/g, (param) => (param === ':slug' ? 'umich' : '1'));
    const matches = matchRoutes(routes, url) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(pattern.slice(1).endsWith(leaf?.path ?? '')).toBe(true);
    const lazy = matches.map(({ route }) => route.lazy).filter((load) => typeof load === 'function');
    const components = await Promise.all(lazy.map(async (load) => (await load()).Component));
    expect(components).toHaveLength(modules.length);
    for (const module of modules) {
      const exports = (await import(/* @vite-ignore */ `../../${module}`)) as Record<string, unknown>;
      expect(Object.values(exports).some((value) => components.includes(value as never))).toBe(true);
    }
  });
});

/** The first segment of every route that sits at the top of the address, below path-less layouts. */
function topLevelSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    if (route.path === undefined) return topLevelSegments(route.children ?? []);
    const first = route.path.split('/')[0] ?? '';
    return first && !first.startsWith(':') && first !== '*' ? [first] : [];
  });
}

describe('university page addresses', () => {
  // A university whose slug were one of the app's own paths would have a page nobody can reach.
  it("reserves every top-level path of the app (the server's slug rule)", () => {
    const openapi = JSON.parse(openapiText) as {
      components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
    };
    const pattern = openapi.components.schemas.UniversityCreateForm?.properties.slug?.pattern ?? '';
    const reserved = /\(\?!\(\?:([a-z|-]+)\)/.exec(pattern)?.[1]?.split('|') ?? [];
    expect(reserved.length).toBeGreaterThan(10);
    for (const segment of new Set(topLevelSegments(routes))) expect(reserved).toContain(segment);
  });
});
