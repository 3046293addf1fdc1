import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { mockConnectionsApi } from '@/testing/mocks/connections';
import { buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { mockReportsApi } from '@/testing/mocks/reports';
import { buildRoommateCard, buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const THANKS = 'Thanks. A moderator will review it, and we will tell you the outcome.';

describe('reporting a student from their page', () => {
  it('offers Report beside Block and reports the profile by the student’s id', async () => {
    const ada = buildRoommateProfile();
    signInAs(buildUser());
    mockProfileApi(buildProfile());
    mockRoommatesApi([buildRoommateCard({ id: ada.id })], { details: [ada] });
    mockConnectionsApi();
    const api = mockReportsApi();
    const { user } = renderRoutes(routes, `/roommates/${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Ada L.' });
    const report = screen.getByRole('button', { name: 'Report' });
    expect(report.parentElement).toContainElement(screen.getByRole('button', { name: 'Block' }));

    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile or impersonation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    expect(api.sent).toEqual([{ kind: 'profile', targetId: ada.id, category: 'fakeProfile', details: '' }]);
  });
});

describe('reporting a featured post', () => {
  const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich' });
  const post = buildFeaturedPost({ credit: '@ada.l', university: { id: michigan.id, name: michigan.name, slug: 'umich' } });

  async function openPage() {
    mockUniversitiesApi([michigan]);
    mockFeaturedApi([post]);
    const view = renderRoutes(routes, '/umich');
    return { ...view, card: await screen.findByRole('article', { name: 'Photo by @ada.l' }) };
  }

  it('lets a signed-in student report a post by its id', async () => {
    signInAs(buildUser());
    const api = mockReportsApi();
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    expect(api.sent).toEqual([{ kind: 'post', targetId: post.id, category: 'inappropriate', details: '' }]);
  });

  it('offers no Report to a guest or to staff', async () => {
    const guest = await openPage();
    expect(within(guest.card).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    guest.unmount();

    signInAs(buildUser({ role: 'moderator' }));
    const staff = await openPage();
    expect(within(staff.card).getByRole('button', { name: 'Save post' })).toBeInTheDocument();
    expect(within(staff.card).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
