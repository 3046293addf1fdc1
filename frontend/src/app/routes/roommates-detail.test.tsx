import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { mockSavedApi } from '@/testing/mocks/saved';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path: string) {
  signInAs(buildUser());
  return renderRoutes(routes, path);
}

const ada = buildRoommateProfile();

describe('/roommates/:id', () => {
  it("shows the student's photos, who they are, the match with every reason, handles, bio and grouped answers", async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([], { details: [ada] });
    const { user } = open(`/roommates/${ada.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    expect(document.title).toBe('Ada L. · Quad');
    expect(screen.getByText('University of Michigan')).toBeInTheDocument();
    expect(screen.getByText('Computer Science · Class of 2028')).toBeInTheDocument();
    expect(screen.getByText('91%')).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why you match' });
    const items = within(why).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Raises the match: Ada is a night owl, which you marked very importantWhat you look for',
      'Raises the match: You keep things neat, which Ada marked somewhat importantWhat Ada looks for',
      "Lowers the match: You're looking for someone who doesn't drink; Ada drinks socially" + 'What you look for',
      'Raises the match: You both like Reading and GamingIn common',
    ]);

    expect(screen.getByRole('link', { name: /Instagram: @ada\.l/ })).toHaveAttribute('href', 'https://www.instagram.com/ada.l');
    expect(screen.getByRole('link', { name: /TikTok: @ada_codes/ })).toHaveAttribute('href', 'https://www.tiktok.com/@ada_codes');
    expect(screen.getByText('Night owl, tidy, loves board games.')).toBeInTheDocument();

    const lifestyle = await screen.findByRole('region', { name: 'Lifestyle' });
    expect(within(lifestyle).getByText('Sleep Schedule')).toBeInTheDocument();
    expect(within(lifestyle).getByText('Night Owl')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Interests' })).getByText('Gaming')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'More about them' })).getByText('Atheism')).toBeInTheDocument();

    // The gallery: the thumbnails switch the main photo.
    expect(screen.getByRole('img', { name: 'Ada L., photo 1 of 3' })).toHaveAttribute('src', '/media/profile/ada-1.jpg');
    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(screen.getByRole('img', { name: 'Ada L., photo 3 of 3' })).toHaveAttribute('src', '/media/profile/ada-3.jpg');
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is reached from a card, and its back link returns to the same filters', async () => {
    mockProfileApi(buildProfile());
    const card = buildRoommateCard({ id: ada.id });
    mockRoommatesApi([card], { details: [ada] });
    const { user, router } = open('/roommates?housing=Dorm');
    await user.click(await screen.findByRole('link', { name: 'Ada L.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/roommates/${ada.id}`);
    await user.click(screen.getByRole('link', { name: 'All matches' }));
    await waitFor(() => expect(router.state.location.search).toBe('?housing=Dorm'));
    expect(router.state.location.pathname).toBe('/roommates');
  });

  it('saves the student from their page, and the list shows them saved', async () => {
    mockProfileApi(buildProfile());
    const card = buildRoommateCard({ id: ada.id });
    mockRoommatesApi([card], { details: [ada] });
    const saved = mockSavedApi([], { known: [card] });
    const { user } = open('/roommates');
    await user.click(await screen.findByRole('link', { name: 'Ada L.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Ada' });
    expect(save).toHaveTextContent('Save');
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    const remove = await screen.findByRole('button', { name: 'Remove Ada from Saved' });
    expect(remove).toHaveTextContent('Saved');
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saved.changes).toEqual([{ method: 'PUT', id: ada.id }]));

    // The list's cached page says so too, without asking the server again.
    await user.click(screen.getByRole('link', { name: 'All matches' }));
    const listed = await screen.findByRole('article', { name: 'Ada L.' });
    expect(within(listed).getByRole('button', { name: 'Remove Ada from Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a student who is not available is not, with a link back to the list', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([], { details: [] });
    open('/roommates/0190c1a2-0000-7000-b000-000000000404');
    expect(await screen.findByRole('heading', { level: 1, name: 'This student is not available' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Back to roommates');
    expect(screen.getByRole('link', { name: 'Back to roommates' })).toHaveAttribute('href', '/roommates');
  });

  it('tells a student whose profile waits for review why they cannot see the student', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    const api = mockRoommatesApi([], { details: [ada] });
    open(`/roommates/${ada.id}`);
    expect(await screen.findByRole('heading', { name: 'Your profile is waiting for review (usually 24 to 48 hours)' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('explains a 403 from the server', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([], { failWith: { status: 403, error: 'Your profile must be approved before you can see other students' } });
    open(`/roommates/${ada.id}`);
    expect(await screen.findByRole('heading', { name: 'Your profile must be approved before you can see other students' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Add your university e-mail' })).not.toBeInTheDocument();
  });

  it('asks an approved student without a verified address at their university to add one', async () => {
    const message = 'To see other students at Reed College, verify an address at reed.edu: add it as your university e-mail in Settings';
    mockProfileApi(buildProfile());
    mockRoommatesApi([], { details: [ada], failWith: { status: 403, error: message } });
    open(`/roommates/${ada.id}`);
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your university e-mail' })).toHaveAttribute('href', '/settings?universityEmail=add');
    expect(screen.queryByRole('link', { name: 'View your profile' })).not.toBeInTheDocument();
  });
});
