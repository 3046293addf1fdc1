import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Accordion } from './accordion';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

describe('Accordion', () => {
  it('links every question button to its answer with aria-controls', () => {
    render(<Accordion items={items} />);
    for (const button of screen.getAllByRole('button')) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('keeps at most one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={0} />);
    const [first, second] = screen.getAllByRole('button');

    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer.')).toBeVisible();
    expect(screen.getByText('Second answer.')).not.toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer.')).toBeVisible();
    expect(screen.getByText('First answer.')).not.toBeVisible();
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={1} />);
    const second = screen.getByRole('button', { name: 'Second question?' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
