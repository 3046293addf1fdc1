import { useLayoutEffect } from 'react';
import { create } from 'zustand';

interface StaffAreaState {
  /** How many staff shells are on screen (0 or 1; a count, so a remount cannot lose the mark). */
  shells: number;
}

const useStaffArea = create<StaffAreaState>()(() => ({ shells: 0 }));

/**
 * Whether a staff shell is on screen. Its own menu then carries the site's links too, so the header
 * shows no second menu below 768 px (issue 22: one menu).
 */
export function useInStaffArea(): boolean {
  return useStaffArea((state) => state.shells > 0);
}

/** Marks a staff shell as on screen while the calling component is mounted. */
export function useMarkStaffArea() {
  useLayoutEffect(() => {
    useStaffArea.setState((state) => ({ shells: state.shells + 1 }));
    return () => useStaffArea.setState((state) => ({ shells: state.shells - 1 }));
  }, []);
}
