import routerSource from './router.tsx?raw';

/** Every module of src/app/routes (tests aside), with its source, by its path from src/app. */
const routeModules = import.meta.glob<string>(['./routes/**/*.{ts,tsx}', '!./routes/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const loadedByRouter = (path: string) => routerSource.includes(`import('${path.replace(/\.tsx?$/, '')}')`);

// The convention of src/app/compose/README.md: a route module is a screen the router loads; what
// joins features anywhere else (a button two screens share, a part of a screen loaded apart from
// it) lives in src/app/compose. A screen folder may keep a frame of its own that joins nothing.
describe('src/app/routes', () => {
  const modules = Object.entries(routeModules);

  it('has modules to check', () => {
    expect(modules.length).toBeGreaterThan(50);
  });

  it.each(modules.filter(([path]) => !loadedByRouter(path)))('%s, not a screen, imports no feature', (_path, source) => {
    expect(source).not.toMatch(/from '@\/features\//);
  });
});
