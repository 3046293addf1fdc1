import { screen, waitFor } from '@testing-library/react';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { getLandingFiguresQueryOptions } from '@/features/landing/api/get-landing-figures';
import { mockLandingFigures } from '@/testing/mocks/site';
import { renderRoutes } from '@/testing/test-utils';

describe('/about', () => {
  it('gives the real figures under "Quad in numbers"', async () => {
    mockLandingFigures({ universities: 12, approvedProfiles: 1500 });
    renderRoutes(routes, '/about');
    const section = (await screen.findByRole('heading', { name: 'Quad in numbers' })).closest('section')!;
    expect(section).toHaveTextContent('12 universities');
    expect(section).toHaveTextContent('1,500 approved roommate profiles');
    expect(section).not.toHaveTextContent(/verified students/);
  });

  it('has no numbers section when no figure is worth saying', async () => {
    renderRoutes(routes, '/about');
    await screen.findByRole('heading', { level: 1, name: /campus life starts/i });
    await waitFor(() => expect(appQueryClient.getQueryData(getLandingFiguresQueryOptions().queryKey)).toBeDefined());
    expect(screen.queryByRole('heading', { name: 'Quad in numbers' })).not.toBeInTheDocument();
    expect(screen.queryByText(/597,519|320\+/)).not.toBeInTheDocument();
  });
});
