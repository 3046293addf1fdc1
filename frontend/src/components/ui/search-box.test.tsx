import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { renderWithRouter } from '@/testing/test-utils';

import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('searches once typing pauses', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithRouter(<SearchBox value="" onSearch={onSearch} label="Search universities" placeholder="Search universities..." />);

    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), ' Michigan ');

    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('Michigan'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not search while a clicked result is loading, so it cannot send the person back to the list', async () => {
    const onSearch = vi.fn();
    // The result's page loads slowly (a lazy route): the navigation stays pending.
    const never = new Promise<never>(() => {});
    const { user, router } = renderWithRouter(
      <>
        <SearchBox value="" onSearch={onSearch} label="Search universities" placeholder="Search universities..." />
        <Link to="/universities/1">University of Michigan</Link>
      </>,
      { routes: [{ path: '/universities/:id', loader: () => never, element: <p>Details</p> }] },
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'Mich');
    await user.click(screen.getByRole('link', { name: 'University of Michigan' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

    expect(onSearch).not.toHaveBeenCalled();
    expect(router.state.navigation.location?.pathname).toBe('/universities/1');
  });

  it('drops a search typed before a link was clicked, even before the router says it is leaving', async () => {
    const onSearch = vi.fn();
    // A link the router does not see: the navigation state stays idle, as it does in the browser
    // until the router's transition reaches the box.
    const { user } = renderWithRouter(
      <>
        <SearchBox value="" onSearch={onSearch} label="Search universities" placeholder="Search universities..." />
        <a href="#results">University of Michigan</a>
      </>,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'Mich');
    await user.click(screen.getByRole('link', { name: 'University of Michigan' }));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches again once the person types after clicking a link', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithRouter(
      <>
        <SearchBox value="" onSearch={onSearch} label="Search universities" placeholder="Search universities..." />
        <a href="#results">Skip to results</a>
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search universities' });

    await user.type(box, 'Mich');
    await user.click(screen.getByRole('link', { name: 'Skip to results' }));
    await user.type(box, 'igan');

    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('Michigan'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
