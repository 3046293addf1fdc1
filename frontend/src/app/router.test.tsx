import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes } from '@/testing/test-utils';

import { routes } from './router';

function renderAt(path: string) {
  return renderRoutes(routes, path).router;
}

describe('routes', () => {
  it('renders the landing page inside the public layout', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /find your people/i })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    // The footer (and its newsletter box) comes once the page has painted.
    // It loads with the lazy figures and featured posts: allow for a busy machine.
    expect(await screen.findByRole('contentinfo', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(document.title).toMatch(/^Quad/);
  });

  it.each(['/nope', '/some/deep/unknown/path', '/michigan'])('shows the 404 page at %s', async (path) => {
    // A single-segment path asks for a university with that page address first.
    server.use(
      http.get(`${API}/universities/slug/:slug`, () =>
        HttpResponse.json({ success: false, error: 'University not found' }, { status: 404 }),
      ),
    );
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Quad');
  });

  it('states the facts of spec section 1 in the privacy policy', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('June 12, 2025');
    expect(text).toMatch(/under the age of 15/);
    expect(text).toMatch(/sell information to[\s\S]*university partners for research/);
    expect(text).toContain('State of Michigan');
  });

  it('offers the opt-out of research sharing in Settings, in the privacy policy', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sharing = within(screen.getByRole('region', { name: '4. How we share and sell information' }));
    const partners = sharing.getByText('University partners, for research:').closest('li')!;
    expect(partners).toHaveTextContent(
      'we may share information with, or sell information to, our university partners for research purposes. You can opt out in Settings: we then leave your information out of anything we share or sell. We record when you opted out, and it is part of your data export.',
    );
    expect(within(partners).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const optingOut = screen.getByText('Opting out:').closest('li')!;
    expect(optingOut).toHaveTextContent('Opt out of sharing with university partners for research in Settings.');
  });

  it('states the facts of spec section 1 in the terms of service', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('June 12, 2025');
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('($100)');
    expect(text).toContain('twelve (12) months');
    expect(text).toContain('State of Michigan');
  });

  it.each([
    ['/about', /campus life starts/i],
    ['/contact', /here to help/i],
    ['/help', /how can we help/i],
    ['/safety', 'Safety Tips'],
    ['/directory', 'University Directory'],
    ['/guide', /roommate guide/i],
    ['/guidelines', 'Content Guidelines'],
    ['/cookies', 'Cookie Policy'],
    ['/faq', 'Frequently Asked Questions'],
  ])('renders the page at %s with one h1', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the University Directory to /universities', async () => {
    renderAt('/directory');
    expect(await screen.findByRole('link', { name: /browse all universities/i })).toHaveAttribute('href', '/universities');
  });
});
