import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';

import { App } from './app/app';
import { routes } from './app/router';
import { getStoredToken } from './lib/api/token-storage';
import './index.css';

declare global {
  interface Window {
    /** Buttons pressed and forms sent on a drawn page before the app took it over (index.html). */
    quadWaiting?: (Element | null)[] | null;
    /** What was typed or ticked there meanwhile, by field. */
    quadTyped?: Map<HTMLInputElement, { value: string; checked: boolean }>;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The route modules of this address, loaded into the route table before the router is made, so
 * its first render is the page itself, as the build drew it, and not the loading spinner.
 */
async function loadRoutesOf(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Runs `start` once the browser has painted what index.html holds. */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}

/** Puts back what was typed into `field` before the app took it over (a form's set-up may clear it). */
function typeAgain(field: HTMLInputElement, { value, checked }: { value: string; checked: boolean }) {
  if (!field.isConnected) return;
  if (field.type === 'checkbox' || field.type === 'radio') {
    if (field.checked !== checked) field.click();
    return;
  }
  // React sees an input event as a change only when the value differs from the one it last set.
  field.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the app owns the drawn page: what was typed, then what was pressed, in order. */
function carryOutWhatWaited() {
  const waiting = window.quadWaiting ?? [];
  window.quadWaiting = null;
  for (const [field, typed] of window.quadTyped ?? []) typeAgain(field, typed);
  window.quadTyped?.clear();
  for (const pressed of waiting) {
    if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
    else if (pressed instanceof HTMLElement) pressed.click();
  }
}

/** Runs `onMounted` once, after the first commit of everything inside it. */
function AfterMount({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/** Draws the app into `container`, replacing a page the build drew there. */
function drawAfresh(container: HTMLElement) {
  window.quadWaiting = null;
  if (container.dataset.prerendered !== undefined) {
    container.replaceChildren();
    delete container.dataset.prerendered;
  }
  createRoot(container).render(app);
}

// A page the build drew as a guest first sees it (scripts/prerender.js; `/:slug` for any university's
// page, which the server sends only for such an address) paints first, and is then
// hydrated for a guest: in a transition, so React does it in slices, leaving the main thread free
// between them; what was pressed or typed meanwhile is carried out then. A signed-in person (from whom index.html's inline script hid it) gets the app
// drawn afresh, as does every other address.
const drawn = root.dataset.prerendered;
const drawnHere = drawn !== undefined && matchPath({ path: drawn, end: true }, window.location.pathname) !== null;
if (drawnHere && window.location.search === '' && getStoredToken() === null) {
  afterFirstPaint(() => {
    loadRoutesOf(window.location).then(
      () =>
        startTransition(
          () => void hydrateRoot(root, <AfterMount onMounted={carryOutWhatWaited}>{app}</AfterMount>),
        ),
      // A route module that cannot load leaves the router to say so, as on any other page.
      () => drawAfresh(root),
    );
  });
} else {
  drawAfresh(root);
}
