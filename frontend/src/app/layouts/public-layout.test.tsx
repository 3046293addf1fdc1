import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { renderRoutes, signInAs } from '@/testing/test-utils';

/** Opens the header's account menu on a page that reads nothing else from the server. */
async function openAccountMenu() {
  signInAs(buildUser());
  const { user } = renderRoutes(routes, '/faq');
  await user.click(await screen.findByRole('button', { name: /account menu/i }));
  return document.getElementById('profile-menu')!;
}

describe('the header in the app', () => {
  it('offers Edit Profile to a student whose profile was submitted (GET /profile/me)', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    const menu = await openAccountMenu();
    expect(await within(menu).findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(menu).queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  it('offers Create Profile to a student who has none', async () => {
    mockProfileApi(null);
    const menu = await openAccountMenu();
    expect(await within(menu).findByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile/create');
    expect(within(menu).queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('leads a signed-in student from the logo to their home page', async () => {
    signInAs(buildUser());
    renderRoutes(routes, '/faq');
    const header = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: /quad, home/i })).toHaveAttribute('href', '/home');
    expect(await within(header).findByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
  });
});
