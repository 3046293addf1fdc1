import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser, universityList } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich' });

/** GET /universities fails once with `failure`, then answers the list. */
function listFailsOnce(failure: () => Response) {
  let calls = 0;
  server.use(
    http.get(`${API}/universities`, () => {
      calls += 1;
      return calls === 1 ? failure() : HttpResponse.json(universityList([michigan]));
    }),
  );
}

describe('/admin/universities when the list fails to load', () => {
  it.each([
    ['answers 500', () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 }), 'Failed to load universities. Please try again later.'],
    ['cannot be reached', () => HttpResponse.error(), 'An error occurred while loading universities'],
  ])('says "Failed to load universities data" when the server %s, and Try again loads it', async (_, failure, reason) => {
    listFailsOnce(failure);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    const { user } = renderRoutes(routes, '/admin/universities');
    await screen.findByRole('heading', { level: 1, name: 'Universities' });

    const list = screen.getByRole('region', { name: 'University list' });
    const alert = await within(list).findByRole('alert');
    expect(within(alert).getByText('Failed to load universities data')).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load universities data')).not.toBeInTheDocument();
  });
});
