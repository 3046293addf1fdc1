import { screen, within } from '@testing-library/react';

import { fullContact, mockPublicConfig } from '@/testing/mocks/site';
import { renderWithRouter } from '@/testing/test-utils';

import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current year in the copyright', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    renderWithRouter(<SiteFooter />);
    expect(screen.getByText(/© 2031 Quad/)).toBeInTheDocument();
  });

  it.each([
    ['Quick Links', { Home: '/', 'Find Roommates': '/roommates', Universities: '/universities', 'Submit Content': '/submit', 'About Us': '/about', Contact: '/contact' }],
    ['Resources', { 'Help Center': '/help', 'Safety Tips': '/safety', 'University Directory': '/directory', 'Roommate Guide': '/guide', 'Content Guidelines': '/guidelines' }],
    ['Legal', { 'Privacy Policy': '/privacy', 'Terms of Service': '/terms', 'Cookie Policy': '/cookies' }],
  ])('has the %s links', (group, links) => {
    renderWithRouter(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: group });
    for (const [label, href] of Object.entries(links)) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('has no social row when no social account is configured', async () => {
    mockPublicConfig({ contact: { email: 'hello@quad.test' } });
    renderWithRouter(<SiteFooter />);
    // The configuration has arrived.
    expect(await screen.findByRole('link', { name: 'hello@quad.test' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Quad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Quad on / })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/coming soon/i);
  });

  it('shows no contact details when none are configured', async () => {
    mockPublicConfig({ socialLinks: [{ network: 'youtube', url: 'https://www.youtube.com/@quad' }] });
    renderWithRouter(<SiteFooter />);
    // The configuration has arrived.
    expect(await screen.findByRole('link', { name: /^Quad on YouTube/ })).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/null/);
  });

  it('links each configured social account, opening in a new tab', async () => {
    mockPublicConfig({
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/quad.test' },
        { network: 'x', url: 'https://x.com/quad' },
      ],
    });
    renderWithRouter(<SiteFooter />);
    expect(await screen.findByRole('heading', { name: 'Follow Quad' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: 'Quad on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/quad.test');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByRole('link', { name: 'Quad on X (opens in a new tab)' })).toHaveAttribute('href', 'https://x.com/quad');
    expect(screen.getAllByRole('link', { name: /^Quad on / })).toHaveLength(2);
  });

  it('shows the configured e-mail address, phone number and postal address', async () => {
    mockPublicConfig({ contact: fullContact });
    renderWithRouter(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'hello@quad.test' })).toHaveAttribute('href', 'mailto:hello@quad.test');
    expect(screen.getByRole('link', { name: '+1 734 555 0100' })).toHaveAttribute('href', 'tel:+17345550100');
    expect(screen.getByText('1 Campus Way, Ann Arbor, MI 48109')).toBeInTheDocument();
  });

  it('shows only the details that are configured', async () => {
    mockPublicConfig({ contact: { email: 'hello@quad.test' } });
    renderWithRouter(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'hello@quad.test' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('shows the newsletter box it is given', () => {
    renderWithRouter(<SiteFooter newsletter={<p>Newsletter box</p>} />);
    expect(screen.getByText('Newsletter box')).toBeInTheDocument();
    expect(screen.getByText(/Once a week, only when there are new featured posts or newly open universities/)).toBeInTheDocument();
  });
});
