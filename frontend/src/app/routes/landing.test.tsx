import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import type { Profile } from '@/features/profiles/types';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { renderRoutes, signInAs } from '@/testing/test-utils';

/** Get Started (hero and closing), Create your profile, and the three Connect links. */
function callsToAction() {
  const hero = screen.getByRole('region', { name: /^find your people/i });
  const roommates = screen.getByRole('region', { name: 'Potential Roommates' });
  const closing = screen.getByRole('region', { name: 'Ready to find your people?' });
  return [
    within(hero).getByRole('link', { name: /get started/i }),
    within(roommates).getByRole('link', { name: 'Create your profile' }),
    ...within(roommates).getAllByRole('link', { name: /^Connect with / }),
    within(closing).getByRole('link', { name: /get started/i }),
  ];
}

describe('/ (landing)', () => {
  it("leads a guest's calls to action to /register", async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    const links = callsToAction();
    expect(links).toHaveLength(6);
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
  });

  it.each<[string, Profile | null, string]>([
    ['without a profile', null, '/profile/create'],
    ['with a pending profile', buildProfile({ profileStatus: 'pending' }), '/profile'],
    ['with a rejected profile', buildProfile({ profileStatus: 'rejected' }), '/profile'],
    ['with an approved profile', buildProfile({ profileStatus: 'approved' }), '/home'],
  ])('leads a signed-in student %s to %s', async (_label, profile, target) => {
    mockProfileApi(profile);
    signInAs(buildUser());
    const { user, router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      for (const link of callsToAction()) expect(link).toHaveAttribute('href', target);
    });
    await user.click(callsToAction()[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
