import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

describe('/manager/universities', () => {
  it('shows a card per university with its location, Instagram accounts and a Manage link', async () => {
    const michigan = buildUniversity({
      name: 'University of Michigan',
      location: 'Ann Arbor, MI',
      instagramLinks: [
        { url: 'https://www.instagram.com/umich', channelName: 'umich' },
        { url: 'https://www.instagram.com/umichathletics', channelName: 'umichathletics' },
      ],
    });
    const oxford = buildUniversity({ name: 'Oxford', location: null, instagramUrl: null, instagramLinks: [] });
    const api = mockUniversitiesApi([michigan, oxford]);
    signInAs(buildUser({ role: 'manager' }));
    renderRoutes(routes, '/manager/universities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universities' })).toBeInTheDocument();
    expect(document.title).toBe('Universities · Manager · Quad');

    const card = (await screen.findByRole('heading', { level: 2, name: 'University of Michigan' })).closest('article')!;
    expect(within(card).getByText('Ann Arbor, MI')).toBeInTheDocument();
    expect(within(card).getByText('2 Instagram accounts')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage University of Michigan' })).toHaveAttribute(
      'href',
      `/manager/instagram?university=${michigan.id}`,
    );
    const other = screen.getByRole('heading', { level: 2, name: 'Oxford' }).closest('article')!;
    expect(within(other).getByText('0 Instagram accounts')).toBeInTheDocument();
    expect(within(other).getByText('Location not set')).toBeInTheDocument();
    expect(api.requests[0]!.url.searchParams.get('includeInstagram')).toBe('true');

    // Managers may add but not edit or delete.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('opens the same Add University modal', async () => {
    mockUniversitiesApi([]);
    signInAs(buildUser({ role: 'manager' }));
    const { user } = renderRoutes(routes, '/manager/universities');
    expect(await screen.findByText('No universities found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add University' }));
    const dialog = screen.getByRole('dialog', { name: 'Add University' });
    expect(within(dialog).getByRole('button', { name: 'Upload Logo' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description/Bio')).toBeInTheDocument();
  });
});
