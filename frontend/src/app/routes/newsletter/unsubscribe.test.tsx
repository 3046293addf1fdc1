import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUniversity } from '@/testing/mocks/handlers';
import { mockNewsletterApi, NEWSLETTER_LINK_SPENT } from '@/testing/mocks/newsletter';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes } from '@/testing/test-utils';

const TOKEN = 'c'.repeat(64);
const PAGE = `/newsletter/unsubscribe/${TOKEN}`;

const michigan = buildUniversity({ name: 'University of Michigan', location: 'Ann Arbor, MI' });
const stanford = buildUniversity({ name: 'Stanford University', location: 'Stanford, CA' });

describe('/newsletter/unsubscribe/:token', () => {
  it('shows the address and that news comes from all universities, changing nothing on opening', async () => {
    const newsletter = mockNewsletterApi();
    mockUniversitiesApi([michigan, stanford]);
    renderRoutes(routes, PAGE, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your newsletter' })).toBeInTheDocument();
    expect(document.title).toBe('Your Newsletter · Quad');
    expect(screen.getByText('alex@umich.edu')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All universities' })).toBeChecked();
    expect(screen.getByText('Your newsletter brings featured posts from all universities.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    // Give any effect a chance to call the server on its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(newsletter.calls.every((call) => call === `GET ${TOKEN}`)).toBe(true);
  });

  it('names the universities chosen before', async () => {
    mockNewsletterApi({ universityIds: [stanford.id] });
    mockUniversitiesApi([michigan, stanford]);
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('radio', { name: 'Only the universities I choose' })).toBeChecked();
    const chips = await screen.findByRole('list', { name: 'Chosen universities' });
    expect(await within(chips).findByText('Stanford University')).toBeInTheDocument();
    expect(screen.getByText('Your newsletter brings featured posts from 1 university.')).toBeInTheDocument();
  });

  it('saves a choice of universities and says it is saved', async () => {
    const newsletter = mockNewsletterApi();
    mockUniversitiesApi([michigan, stanford]);
    const { user } = renderRoutes(routes, PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Only the universities I choose' }));
    expect(screen.getByText(/Not saved yet: your newsletter still brings featured posts from all universities/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Universities' });
    await user.click(within(list).getByRole('checkbox', { name: /University of Michigan/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen universities' })).getByText('University of Michigan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByText('Saved. Your newsletter brings featured posts from 1 university.')).toBeInTheDocument();
    expect(newsletter.calls).toContain(`PUT ${TOKEN} ${michigan.id}`);
    expect(newsletter.universityIds).toEqual([michigan.id]);

    // Back to every university: saved as none chosen.
    await user.click(screen.getByRole('radio', { name: 'All universities' }));
    expect(screen.getByText(/Not saved yet: your newsletter still brings featured posts from 1 university/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByText('Saved. Your newsletter brings featured posts from all universities.')).toBeInTheDocument();
    expect(newsletter.calls.at(-1)).toBe(`PUT ${TOKEN} `);
  });

  it('asks for a university before saving "only the ones I choose" with none', async () => {
    const newsletter = mockNewsletterApi();
    mockUniversitiesApi([michigan]);
    const { user } = renderRoutes(routes, PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Only the universities I choose' }));
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one university, or choose All universities.');
    expect(screen.getByRole('searchbox', { name: 'Search universities to choose' })).toHaveFocus();
    expect(newsletter.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's message when it refuses the choice, and keeps it unsaved", async () => {
    mockNewsletterApi({ knownUniversities: [] });
    mockUniversitiesApi([michigan]);
    const { user } = renderRoutes(routes, PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Only the universities I choose' }));
    await user.click(within(await screen.findByRole('list', { name: 'Universities' })).getByRole('checkbox', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One of these universities is not on Quad');
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
  });

  it("unsubscribes when the button is pressed and shows the server's message", async () => {
    const newsletter = mockNewsletterApi();
    mockUniversitiesApi([]);
    const { user } = renderRoutes(routes, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText("alex@umich.edu is unsubscribed from Quad's newsletter.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(newsletter.calls).toEqual([`GET ${TOKEN}`, `POST ${TOKEN}`]);
  });

  it("shows the server's message for a spent link, with a way home", async () => {
    const newsletter = mockNewsletterApi({ valid: false });
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t open this link' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_LINK_SPENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(newsletter.calls).toEqual([`GET ${TOKEN}`]);
  });

  it('says a spent link when the address was unsubscribed meanwhile (another tab)', async () => {
    const newsletter = mockNewsletterApi();
    mockUniversitiesApi([]);
    const { user } = renderRoutes(routes, PAGE);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    newsletter.valid = false;
    await user.click(button);
    expect(await screen.findByText(NEWSLETTER_LINK_SPENT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument());
  });

  it('says a link without its secret does not work, without calling the server', async () => {
    const newsletter = mockNewsletterApi();
    renderRoutes(routes, '/newsletter/unsubscribe');
    expect(await screen.findByText(NEWSLETTER_LINK_SPENT)).toBeInTheDocument();
    expect(newsletter.calls).toEqual([]);
  });
});
