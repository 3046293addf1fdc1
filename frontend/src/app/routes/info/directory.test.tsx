import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser, universityList } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

async function openDirectory() {
  const view = renderRoutes(routes, '/directory');
  await screen.findByRole('heading', { level: 1, name: 'University Directory' });
  return view;
}

function requestAnswers(status: number, body: Record<string, unknown>) {
  const bodies: unknown[] = [];
  const headers: (string | null)[] = [];
  server.use(
    http.post(`${API}/universities/requests`, async ({ request }) => {
      bodies.push(await request.json());
      headers.push(request.headers.get('Authorization'));
      await delay(30);
      return HttpResponse.json(body, { status });
    }),
  );
  return { bodies, headers };
}

describe('Choose Your University (on /directory)', () => {
  it("lists the universities as cards leading to each one's own page, with a Join label", async () => {
    const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich', emailDomains: ['umich.edu'] });
    server.use(http.get(`${API}/universities`, () => HttpResponse.json(universityList([michigan]))));
    await openDirectory();
    const section = screen.getByRole('region', { name: 'Choose Your University' });
    const link = await within(section).findByRole('link', { name: 'University of Michigan' });
    expect(link).toHaveAttribute('href', '/umich');
    const card = link.closest('article')!;
    expect(within(card).getByText('Join')).toBeInTheDocument();
    expect(within(card).queryByText('Not open yet')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Tell me when it opens/ })).not.toBeInTheDocument();
  });

  describe('a university nobody can join yet', () => {
    const closed = () => buildUniversity({ name: 'Reed College', slug: 'reed', proposedEmailDomains: ['reed.edu'] });

    async function closedCard() {
      const university = closed();
      const alerts = mockUniversitiesApi([university]);
      const view = await openDirectory();
      const link = await screen.findByRole('link', { name: 'Reed College' });
      return { ...view, alerts, university, card: link.closest('article')! };
    }

    it('says "Not open yet" and tells a signed-in student when it opens, in one click', async () => {
      signInAs(buildUser({ email: 'sam@example.com' }));
      const { user, card, alerts, university } = await closedCard();
      expect(within(card).getByText('Not open yet')).toBeInTheDocument();
      expect(within(card).queryByText('Join')).not.toBeInTheDocument();
      expect(within(card).getByText('View page')).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Tell me when it opens: Reed College' }));
      expect(await within(card).findByRole('status')).toHaveTextContent("We'll let you know when Reed College opens on Quad.");
      const asked = alerts.requests.filter((request) => request.url.pathname.endsWith('/opening-alerts'));
      expect(asked.map((request) => [request.url.pathname, request.json])).toEqual([
        [`/api/v1/universities/${university.id}/opening-alerts`, {}],
      ]);
      // Those waiting are listed among the requests, not told yet.
      expect(alerts.universityRequests).toMatchObject([
        { universityName: 'Reed College', email: 'sam@example.com', status: 'added', universityId: university.id, toldAt: null },
      ]);
    });

    it('asks a guest for an e-mail address, and shows why nobody can join', async () => {
      const { user, card, alerts } = await closedCard();
      await user.click(within(card).getByRole('button', { name: 'Tell me when it opens: Reed College' }));
      const dialog = screen.getByRole('dialog', { name: 'Tell me when Reed College opens' });
      expect(dialog).toHaveAccessibleDescription(
        "Nobody can join Reed College yet: Quad has no e-mail domain for it yet.",
      );

      await user.type(within(dialog).getByLabelText('Email address'), 'maya@');
      await user.click(within(dialog).getByRole('button', { name: 'Tell me when it opens' }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(alerts.universityRequests).toHaveLength(0);

      await user.type(within(dialog).getByLabelText('Email address'), 'example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Tell me when it opens' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent("We'll let you know when Reed College opens on Quad.");
      expect(alerts.requests.at(-1)?.json).toEqual({ email: 'maya@example.com' });
      expect(alerts.universityRequests[0]).toMatchObject({ email: 'maya@example.com', requesterId: null });

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("shows the server's refusal", async () => {
      signInAs(buildUser());
      const { user, card } = await closedCard();
      server.use(
        http.post(`${API}/universities/:id/opening-alerts`, () =>
          HttpResponse.json({ success: false, error: 'Too many requests. Please try again later.' }, { status: 429 }),
        ),
      );
      await user.click(within(card).getByRole('button', { name: 'Tell me when it opens: Reed College' }));
      expect(await within(card).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
      expect(within(card).getByRole('button', { name: 'Tell me when it opens: Reed College' })).toBeEnabled();
    });
  });

  it('says when there are none yet', async () => {
    await openDirectory();
    expect(await screen.findByText('No universities found. Please check back later.')).toBeInTheDocument();
  });

  it('offers Try again after a failure, which asks the server again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/universities`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, error: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(universityList([buildUniversity({ name: 'Oxford', slug: 'oxford' })]));
      }),
    );
    const { user } = await openDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load universities. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Oxford' })).toHaveAttribute('href', '/oxford');
    expect(calls).toBe(2);
  });

  it('says "An error occurred while loading universities" when the server cannot be reached', async () => {
    server.use(http.get(`${API}/universities`, () => HttpResponse.error()));
    await openDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading universities');
  });

  describe('Request Your University', () => {
    it('asks a guest for the name and an e-mail address, then shows the server message', async () => {
      const { bodies } = requestAnswers(201, {
        success: true,
        message: "Thanks! We'll let you know when your university opens on Quad.",
      });
      const { user } = await openDirectory();
      await user.click(screen.getByRole('button', { name: 'Request Your University' }));
      const dialog = screen.getByRole('dialog', { name: 'Request Your University' });
      expect(within(dialog).getByLabelText('University name')).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText('University name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter your email address')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('University name'), 'Quad State');
      await user.type(within(dialog).getByLabelText('Location (optional)'), 'Springfield');
      await user.type(within(dialog).getByLabelText('Email address'), 'not-an-address');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText('Email address'));
      await user.type(within(dialog).getByLabelText('Email address'), 'maya@umich.edu');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll let you know when your university opens on Quad.");
      expect(bodies).toEqual([{ universityName: 'Quad State', location: 'Springfield', email: 'maya@umich.edu' }]);

      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not ask a signed-in student for an e-mail address', async () => {
      signInAs(buildUser());
      const { bodies, headers } = requestAnswers(201, { success: true, message: 'Thanks!' });
      const { user } = await openDirectory();
      await user.click(screen.getByRole('button', { name: 'Request Your University' }));
      const dialog = screen.getByRole('dialog', { name: 'Request Your University' });
      expect(within(dialog).queryByLabelText('Email address')).not.toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('University name'), 'Quad State');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Thanks!');
      expect(bodies).toEqual([{ universityName: 'Quad State' }]);
      expect(headers).toEqual(['Bearer session-token']);
    });

    it("shows the server's error", async () => {
      requestAnswers(400, { success: false, error: 'University name is required', fields: { universityName: 'University name is required' } });
      signInAs(buildUser());
      const { user } = await openDirectory();
      await user.click(screen.getByRole('button', { name: 'Request Your University' }));
      const dialog = screen.getByRole('dialog', { name: 'Request Your University' });
      await user.type(within(dialog).getByLabelText('University name'), '  x  ');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('University name is required');
      expect(within(dialog).getByLabelText('University name')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
