import { render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';

import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('shows a toast raised before its lazily loaded container has arrived', async () => {
    render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    toast.success('Saved');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
