import { act, renderHook } from '@testing-library/react';

import { useBrowserIdle } from './use-browser-idle';

describe('useBrowserIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false on the first render and true once the browser has had an idle moment', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(true);
  });
});
