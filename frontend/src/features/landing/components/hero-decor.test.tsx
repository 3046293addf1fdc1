import { act, render, screen } from '@testing-library/react';

import { HeroDecor } from './hero-decor';

/** Records the observer HeroDecor creates, so the test can say when the hero leaves the screen. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const setOnScreen = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, setOnScreen };
}

describe('HeroDecor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pauses its animations while the hero is off-screen and resumes them when it is back', () => {
    const { setOnScreen } = stubIntersectionObserver();
    render(<HeroDecor />);
    const decor = screen.getByTestId('hero-decor');
    expect(decor).not.toHaveAttribute('data-motion-paused');

    setOnScreen(false);
    expect(decor).toHaveAttribute('data-motion-paused');

    setOnScreen(true);
    expect(decor).not.toHaveAttribute('data-motion-paused');
  });

  it('marks every moving element as decoration that reduced motion stops', () => {
    render(<HeroDecor />);
    const moving = [...screen.getByTestId('floating-icons').children, ...screen.getByTestId('particles').children];
    expect(moving).toHaveLength(60);
    for (const element of moving) expect(element).toHaveClass('motion-decor');
  });

  it('stops observing once it is gone', () => {
    const { observers } = stubIntersectionObserver();
    const { unmount } = render(<HeroDecor />);
    unmount();
    expect(observers.every(({ disconnected }) => disconnected)).toBe(true);
  });
});
