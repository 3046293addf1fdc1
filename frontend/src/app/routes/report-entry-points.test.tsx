import { screen, waitFor, within } from '@testing-library/react';

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

  it('reports and blocks the student when "Also block" is ticked (unticked at first), then leaves for the list', async () => {
    const ada = buildRoommateProfile();
    signInAs(buildUser());
    mockProfileApi(buildProfile());
    mockRoommatesApi([buildRoommateCard({ id: ada.id })], { details: [ada] });
    const connections = mockConnectionsApi();
    const api = mockReportsApi();
    const { user, router } = renderRoutes(routes, `/roommates/${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Ada L.' });

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    const alsoBlock = within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' });
    expect(alsoBlock).not.toBeChecked();
    await user.click(alsoBlock);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/roommates'));
    expect(api.sent).toEqual([{ kind: 'profile', targetId: ada.id, category: 'harassment', details: '' }]);
    expect(connections.calls).toEqual([{ method: 'PUT', path: `/blocks/${ada.id}` }]);
    expect(await screen.findByText('Thanks for your report. Ada L. is blocked.')).toBeInTheDocument();
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
