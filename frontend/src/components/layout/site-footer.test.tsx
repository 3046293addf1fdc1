import { screen, within } from '@testing-library/react';

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

  it('lists the five social networks', () => {
    renderWithRouter(<SiteFooter />);
    for (const network of ['Instagram', 'Facebook', 'Twitter', 'TikTok', 'YouTube']) {
      expect(screen.getByRole('link', { name: new RegExp(`Quad on ${network}`) })).toBeInTheDocument();
    }
  });

  it('shows the newsletter box it is given', () => {
    renderWithRouter(<SiteFooter newsletter={<p>Newsletter box</p>} />);
    expect(screen.getByText('Newsletter box')).toBeInTheDocument();
    expect(screen.getByText('No spam. Unsubscribe at any time.')).toBeInTheDocument();
  });
});
