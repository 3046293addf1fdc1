import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUniversity } from '@/testing/mocks/handlers';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes } from '@/testing/test-utils';

const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich' });

describe('/universities/{id}', () => {
  it('shows the university’s featured posts and leads to its own page', async () => {
    mockUniversitiesApi([michigan]);
    const api = mockFeaturedApi([
      buildFeaturedPost({ credit: 'Grace H.', university: { id: michigan.id, name: michigan.name, slug: 'umich' } }),
    ]);
    renderRoutes(routes, `/universities/${michigan.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Michigan' }, { timeout: 5000 })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(await within(featured).findByRole('article', { name: 'Photo by Grace H.' })).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Submit your photos' })).toHaveAttribute('href', `/submit?university=${michigan.id}`);
    expect(api.lists[0]!.searchParams.get('universityId')).toBe(michigan.id);
    expect(screen.getByRole('link', { name: /Go to the university page/ })).toHaveAttribute('href', '/umich');
  });
});
