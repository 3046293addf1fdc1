import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Combobox, filterOptions } from './combobox';

const STATES = ['Alabama', 'Alaska', 'Arizona', 'Michigan', 'Minnesota', 'New York City, NY'];

function Harness({ initial = '', onSubmit = () => undefined }: { initial?: string; onSubmit?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox label="Hometown" options={STATES} value={value} onChange={setValue} error={value ? undefined : 'Pick one'} />
      <output aria-label="Chosen">{value}</output>
      <button type="button">Elsewhere</button>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const box = screen.getByRole('combobox', { name: 'Hometown' });
  return { user, box, chosen: () => screen.getByRole('status', { hidden: true, name: 'Chosen' }).textContent };
}

describe('Combobox', () => {
  it('filters options case-insensitively by what is typed', () => {
    expect(filterOptions(STATES, 'mi')).toEqual(['Michigan', 'Minnesota']);
    expect(filterOptions(STATES, '  ')).toEqual(STATES);
  });

  it('has the roles and states of an editable combobox with a list', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Pick one');
    const list = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();

    await user.type(box, 'mi');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Hometown' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Michigan', 'Minnesota']);
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrow keys and chooses with Enter, without submitting the form', async () => {
    const onSubmit = vi.fn();
    const { user, box, chosen } = setup({ onSubmit });
    await user.type(box, 'mi');
    await user.keyboard('{ArrowDown}');
    const [michigan, minnesota] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', michigan!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', minnesota!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', michigan!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', minnesota!.id);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('Minnesota');
    expect(box).toHaveValue('Minnesota');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens on Down with the chosen option marked, and Escape closes the list', async () => {
    const { user, box } = setup({ initial: 'Arizona' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const arizona = screen.getByRole('option', { name: 'Arizona' });
    expect(arizona).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', arizona.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Arizona');
  });

  it('chooses with a click, keeps an exactly typed option on leaving, and undoes anything else', async () => {
    const { user, box, chosen } = setup();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Alaska' }));
    expect(chosen()).toBe('Alaska');

    await user.clear(box);
    await user.type(box, 'michigan');
    await user.tab();
    expect(chosen()).toBe('Michigan');
    expect(box).toHaveValue('Michigan');

    await user.clear(box);
    await user.type(box, 'Atlantis');
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.tab();
    expect(chosen()).toBe('Michigan');
    expect(box).toHaveValue('Michigan');

    await user.clear(box);
    await user.tab();
    expect(chosen()).toBe('');
  });

  it('clears the choice with its Clear button', async () => {
    const { user, box, chosen } = setup({ initial: 'Alabama' });
    await user.click(screen.getByRole('button', { name: 'Clear Hometown' }));
    expect(chosen()).toBe('');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});
