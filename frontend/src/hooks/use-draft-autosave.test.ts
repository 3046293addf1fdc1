import { act, renderHook } from '@testing-library/react';

import { type DraftAutosaveOptions, useDraftAutosave } from './use-draft-autosave';

interface Body {
  step: number;
  name: string;
}

const DELAY = 500;

function setup(options: Partial<DraftAutosaveOptions<Body>> = {}, held: Body | null = null) {
  const api = {
    save: vi.fn((_body: Body) => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    saveOnExit: vi.fn((_body: Body) => Promise.resolve(true)),
  };
  const all = { ...api, delayMs: DELAY, ...options };
  const hook = renderHook(({ wanted }: { wanted: Body | null }) => useDraftAutosave(wanted, held, all), {
    initialProps: { wanted: held },
  });
  return { ...api, ...hook };
}

/** Runs the timers by `ms` and lets the writes they start settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('useDraftAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the last change once, the delay after it, and says so', async () => {
    const { save, rerender, result } = setup();
    rerender({ wanted: { step: 1, name: 'A' } });
    await advance(DELAY - 100);
    rerender({ wanted: { step: 1, name: 'Ab' } });
    await advance(DELAY - 100);
    expect(save).not.toHaveBeenCalled();
    await advance(100);
    expect(save).toHaveBeenCalledExactlyOnceWith({ step: 1, name: 'Ab' });
    expect(result.current.status).toBe('saved');
  });

  it('saves nothing while the form holds what the server holds', async () => {
    const held = { step: 1, name: 'A' };
    const { save, rerender } = setup({}, held);
    rerender({ wanted: { ...held } });
    await advance(DELAY);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a change of the saveAtOnceOn value at once', async () => {
    const { save, rerender } = setup({ saveAtOnceOn: (body) => body.step });
    rerender({ wanted: { step: 1, name: 'A' } });
    rerender({ wanted: { step: 2, name: 'A' } });
    await advance(0);
    expect(save).toHaveBeenCalledExactlyOnceWith({ step: 2, name: 'A' });
  });

  it('deletes the draft for null with deleteOnNull, and saves nothing for null without it', async () => {
    const held = { step: 1, name: 'A' };
    const deleting = setup({ deleteOnNull: true }, held);
    deleting.rerender({ wanted: null });
    await advance(0);
    expect(deleting.remove).toHaveBeenCalledOnce();
    expect(deleting.result.current.status).toBe('idle');

    const keeping = setup({}, held);
    keeping.rerender({ wanted: null });
    await advance(DELAY);
    keeping.unmount();
    await advance(0);
    expect(keeping.remove).not.toHaveBeenCalled();
    expect(keeping.save).not.toHaveBeenCalled();
  });

  it('writes one at a time, each with the state of its moment', async () => {
    let finish = () => {};
    const { save, rerender } = setup();
    save.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    rerender({ wanted: { step: 1, name: 'A' } });
    await advance(DELAY);
    rerender({ wanted: { step: 1, name: 'B' } });
    await advance(DELAY);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => finish());
    await advance(0);
    expect(save).toHaveBeenLastCalledWith({ step: 1, name: 'B' });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('says a failed write failed, and tries again with the next change', async () => {
    const { save, rerender, result } = setup();
    save.mockRejectedValueOnce(new Error('offline'));
    rerender({ wanted: { step: 1, name: 'A' } });
    await advance(DELAY);
    expect(result.current.status).toBe('failed');
    rerender({ wanted: { step: 1, name: 'Ab' } });
    await advance(DELAY);
    expect(result.current.status).toBe('saved');
  });

  it('sends what is not saved with a keepalive request as the page goes, and on leaving the form', async () => {
    const { save, saveOnExit, rerender, unmount } = setup();
    rerender({ wanted: { step: 1, name: 'A' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saveOnExit).toHaveBeenCalledExactlyOnceWith({ step: 1, name: 'A' });
    await advance(DELAY);
    expect(save).not.toHaveBeenCalled();

    rerender({ wanted: { step: 1, name: 'B' } });
    unmount();
    await advance(0);
    expect(save).toHaveBeenCalledExactlyOnceWith({ step: 1, name: 'B' });
  });

  it('saves nothing while paused, and what changed meanwhile on resume', async () => {
    const { save, rerender, result } = setup();
    rerender({ wanted: { step: 1, name: 'A' } });
    await act(() => result.current.pause());
    rerender({ wanted: { step: 1, name: 'B' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await advance(DELAY);
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.resume());
    await advance(0);
    expect(save).toHaveBeenCalledExactlyOnceWith({ step: 1, name: 'B' });
  });

  it('discard deletes the draft, after which the form holding `next` saves nothing', async () => {
    const { save, remove, rerender, result } = setup({}, { step: 1, name: 'A' });
    rerender({ wanted: { step: 1, name: 'B' } });
    await act(() => result.current.discard({ step: 1, name: '' }));
    expect(remove).toHaveBeenCalledOnce();
    rerender({ wanted: { step: 1, name: '' } });
    await advance(DELAY);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });
});
