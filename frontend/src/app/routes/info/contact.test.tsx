import { screen, waitFor, within } from '@testing-library/react';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { fullContact, mockPublicConfig } from '@/testing/mocks/site';
import { renderRoutes } from '@/testing/test-utils';

async function openContact() {
  renderRoutes(routes, '/contact');
  return screen.findByRole('heading', { level: 1, name: "We're here to help" });
}

/** Waits until the pages have the deployment's configuration, so what is missing is missing for good. */
async function configLoaded() {
  await waitFor(() => expect(appQueryClient.getQueryData(getPublicConfigQueryOptions().queryKey)).toBeDefined());
}

/** The page's own text, without the footer (which has its own tests). */
const page = () => screen.getByRole('main');

describe('/contact', () => {
  it('says plainly that nothing is published and what people can do themselves, when nothing is configured', async () => {
    await openContact();
    expect(await within(page()).findByText(/has not published an e-mail address, phone number or postal address/)).toBeInTheDocument();
    expect(within(page()).queryByRole('heading', { name: 'Email us' })).not.toBeInTheDocument();
    expect(within(page()).queryByRole('heading', { name: /call|write/i })).not.toBeInTheDocument();
    expect(page().querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(page()).not.toHaveTextContent(/null/);
    expect(within(page()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(page()).getByRole('link', { name: 'Data Management' })).toHaveAttribute('href', '/profile/data-management');
    expect(within(page()).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows only the channels that are configured', async () => {
    mockPublicConfig({ contact: { privacyEmail: 'privacy@quad.test' } });
    await openContact();
    await configLoaded();
    expect(await within(page()).findByRole('heading', { name: 'Email us' })).toBeInTheDocument();
    expect(within(page()).getByRole('heading', { name: 'Privacy requests' })).toBeInTheDocument();
    expect(within(page()).getByRole('link', { name: 'privacy@quad.test' })).toHaveAttribute('href', 'mailto:privacy@quad.test');
    for (const name of ['General questions', 'Account support', 'Safety reports']) {
      expect(within(page()).queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(within(page()).queryByRole('heading', { name: /call|write/i })).not.toBeInTheDocument();
    expect(within(page()).queryByText(/has not published/)).not.toBeInTheDocument();
  });

  it('shows every channel, the phone number and the postal address when all are configured', async () => {
    mockPublicConfig({ contact: fullContact });
    await openContact();
    const main = page();
    expect(await within(main).findByRole('heading', { name: 'Call or write' })).toBeInTheDocument();
    for (const address of ['hello@quad.test', 'support@quad.test', 'safety@quad.test', 'privacy@quad.test']) {
      expect(within(main).getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    }
    expect(within(main).getByRole('link', { name: '+1 734 555 0100' })).toHaveAttribute('href', 'tel:+17345550100');
    expect(within(main).getByText('Quad, 1 Campus Way, Ann Arbor, MI 48109')).toBeInTheDocument();
  });

  it('names only the phone number when it is the one detail configured', async () => {
    mockPublicConfig({ contact: { phone: '+1 734 555 0100' } });
    await openContact();
    expect(await within(page()).findByRole('heading', { name: 'Call us' })).toBeInTheDocument();
    expect(within(page()).queryByRole('heading', { name: 'Email us' })).not.toBeInTheDocument();
  });
});

describe('the pages that name a contact', () => {
  const pages: [string, RegExp][] = [
    ['/help', /how can we help/i],
    ['/safety', /safety tips/i],
    ['/guidelines', /content guidelines/i],
    ['/terms', /terms of service/i],
    ['/privacy', /privacy policy/i],
    ['/cookies', /cookie policy/i],
  ];

  it.each(pages)('%s names no address when none is configured', async (path, heading) => {
    renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await configLoaded();
    const main = page();
    expect(main.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(main).not.toHaveTextContent(/null|undefined|Attn:|\bat \./);
  });

  it.each<[string, RegExp, string[]]>([
    ['/help', /how can we help/i, ['support@quad.test']],
    ['/safety', /safety tips/i, ['safety@quad.test']],
    ['/guidelines', /content guidelines/i, ['safety@quad.test']],
    ['/terms', /terms of service/i, ['support@quad.test', 'legal@quad.test']],
    ['/privacy', /privacy policy/i, ['privacy@quad.test']],
    ['/cookies', /cookie policy/i, ['privacy@quad.test']],
  ])('%s names the configured addresses', async (path, heading, addresses) => {
    mockPublicConfig({ contact: fullContact });
    renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1, name: heading });
    const main = page();
    for (const address of addresses) {
      expect((await within(main).findAllByRole('link', { name: address }))[0]).toHaveAttribute('href', `mailto:${address}`);
    }
  });

  it('/terms and /privacy give the postal address when it is configured', async () => {
    mockPublicConfig({ contact: { address: '1 Campus Way, Ann Arbor, MI 48109' } });
    renderRoutes(routes, '/terms');
    await screen.findByRole('heading', { level: 1, name: /terms of service/i });
    expect(await within(page()).findByText(/write to Quad, Attn: Legal, 1 Campus Way, Ann Arbor, MI 48109\./)).toBeInTheDocument();
  });
});
