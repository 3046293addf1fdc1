import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser, universityList } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
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
    const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich' });
    server.use(http.get(`${API}/universities`, () => HttpResponse.json(universityList([michigan]))));
    await openDirectory();
    const section = screen.getByRole('region', { name: 'Choose Your University' });
    const link = await within(section).findByRole('link', { name: 'University of Michigan' });
    expect(link).toHaveAttribute('href', '/umich');
    expect(within(link.closest('article')!).getByText('Join')).toBeInTheDocument();
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
        message: "Thanks! We'll let you know when your university joins Quad.",
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
      expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll let you know when your university joins Quad.");
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
