import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PhotoThumbnails } from './photo-thumbnails';

const photos = [
  { url: '/full/a.jpg', thumbnailUrl: '/thumb/a.jpg', width: 1600, height: 1200, alt: 'Photo A' },
  { url: '/full/b.jpg', thumbnailUrl: '/thumb/b.jpg', width: 1200, height: 1600, alt: 'Photo B' },
  { url: '/full/c.jpg', thumbnailUrl: '/thumb/c.jpg', width: 1080, height: 1080, alt: 'Photo C' },
];

function renderThumbnails(shown = photos) {
  return { user: userEvent.setup(), ...render(<PhotoThumbnails photos={shown} viewerTitle="Photos by Ada" />) };
}

describe('PhotoThumbnails', () => {
  it('shows each thumbnail as a button naming what it does, with the small copy', () => {
    renderThumbnails();
    const buttons = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'View photo 1 of 3 full size',
      'View photo 2 of 3 full size',
      'View photo 3 of 3 full size',
    ]);
    expect(buttons[0]!.querySelector('img')).toHaveAttribute('src', '/thumb/a.jpg');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the chosen photo full size, steps through them with the buttons and arrow keys, going round', async () => {
    const { user } = renderThumbnails();
    await user.click(screen.getByRole('button', { name: 'View photo 3 of 3 full size' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos by Ada' });
    expect(within(viewer).getByRole('img', { name: 'Photo C' })).toHaveAttribute('src', '/full/c.jpg');
    expect(within(viewer).getByRole('img')).toHaveAttribute('width', '1080');
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    // Focus starts on Next, so the arrow keys and Escape work at once.
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toHaveFocus();

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: 'Photo A' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: 'Photo C' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: 'Photo B' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Photo B' })).toBeInTheDocument();
  });

  it.each([['{Enter}'], [' ']])('opens from the keyboard (%s), closes on Escape and gives focus back', async (key) => {
    const { user } = renderThumbnails();
    await user.tab();
    await user.tab();
    const second = screen.getByRole('button', { name: 'View photo 2 of 3 full size' });
    expect(second).toHaveFocus();
    await user.keyboard(key);
    expect(within(screen.getByRole('dialog', { name: 'Photos by Ada' })).getByRole('img', { name: 'Photo B' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('shows a single photo without stepping buttons, and closes with Close', async () => {
    const { user } = renderThumbnails([photos[0]!]);
    const thumbnail = screen.getByRole('button', { name: 'View photo full size' });
    await user.click(thumbnail);
    const viewer = screen.getByRole('dialog', { name: 'Photos by Ada' });
    expect(within(viewer).getByRole('img', { name: 'Photo A' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});
