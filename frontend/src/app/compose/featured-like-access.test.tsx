import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildFeaturedPost, buildSavedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildMembership, mockMembershipApi } from '@/testing/mocks/membership';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich', emailDomains: ['umich.edu'] });
const oxford = { id: '0190c1a2-0000-7000-9000-00000000ox01', name: 'Oxford' };
const ofMichigan = (overrides: Parameters<typeof buildFeaturedPost>[0] = {}) =>
  buildFeaturedPost({ credit: '@ada.l', likes: 3, university: { id: michigan.id, name: michigan.name, slug: 'umich' }, ...overrides });

const NOTE = 'Only students of University of Michigan can like';

/** Opens the university's page with one featured post, for someone whose verified addresses are at `universities`. */
async function openAs(universities: { id: string; name: string }[], university = michigan, path = '/umich') {
  signInAs(buildUser());
  mockMembershipApi({ membership: buildMembership({ universities }) });
  mockUniversitiesApi([university]);
  const api = mockFeaturedApi([ofMichigan({ university: { id: university.id, name: university.name, slug: 'umich' } })]);
  const view = renderRoutes(routes, path);
  const card = await screen.findByRole('article', { name: 'Photo by @ada.l' }, { timeout: 5000 });
  return { ...view, api, card };
}

describe('liking a featured post (only its university’s students may)', () => {
  it('offers the like to a student of the post’s university', async () => {
    const { user, api, card } = await openAs([{ id: michigan.id, name: michigan.name }]);
    await user.click(await within(card).findByRole('button', { name: 'Like (3 likes)' }));
    await waitFor(() => expect(api.likes).toEqual([{ method: 'PUT', id: api.posts[0]!.id }]));
    expect(within(card).queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('offers no like to a student of another university, saying who can, and sends nothing', async () => {
    const { api, card } = await openAs([oxford]);
    expect(await within(card).findByText(NOTE)).toBeInTheDocument();
    expect(within(card).getByText('3 likes')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Sign in to like' })).not.toBeInTheDocument();
    expect(api.likes).toEqual([]);
  });

  it('offers it to anyone signed in at a university without e-mail domains that takes students without one', async () => {
    const open = buildUniversity({ name: 'University of Michigan', slug: 'umich', emailDomains: [], joinWithoutUniversityEmail: true });
    const { card } = await openAs([], open);
    expect(await within(card).findByRole('button', { name: 'Like (3 likes)' })).toBeInTheDocument();
  });

  it('says the same on the /universities/{id} page', async () => {
    const { card } = await openAs([oxford], michigan, `/universities/${michigan.id}`);
    expect(await within(card).findByText(NOTE)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  });

  it('keeps "Sign in to like" for a guest', async () => {
    mockUniversitiesApi([michigan]);
    mockFeaturedApi([ofMichigan()]);
    renderRoutes(routes, '/umich');
    const card = await screen.findByRole('article', { name: 'Photo by @ada.l' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Sign in to like' })).toBeInTheDocument();
    expect(within(card).queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('on Saved, offers the like on posts of the student’s university only', async () => {
    signInAs(buildUser());
    mockMembershipApi({ membership: buildMembership({ universities: [oxford] }) });
    mockFeaturedApi([
      buildSavedPost({ credit: '@ada.l', likes: 3, university: { id: michigan.id, name: michigan.name, slug: 'umich' } }),
      buildSavedPost({ credit: 'Grace H.', likes: 5, university: { ...oxford, slug: 'oxford' } }),
    ]);
    renderRoutes(routes, '/saved?tab=posts');
    const theirs = await screen.findByRole('article', { name: 'Photo by @ada.l' }, { timeout: 5000 });
    const own = screen.getByRole('article', { name: 'Photo by Grace H.' });
    expect(await within(theirs).findByText(NOTE)).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Like (5 likes)' })).toBeInTheDocument();
  });
});
