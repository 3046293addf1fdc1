import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * Whether the signed-in person has a roommate profile: `unknown` until the app has asked the server
 * (features/profiles, provided by the app around the account menus), then `none` or `exists`.
 */
export type ProfileState = 'unknown' | 'none' | 'exists';

export const ProfileStateContext = createContext<ProfileState>('unknown');

export function useProfileState(): ProfileState {
  return useContext(ProfileStateContext);
}

/**
 * What the app wraps a menu's account links in to provide `ProfileStateContext` (`SiteHeader`'s and
 * `StaffShell`'s `accountProvider`); shared code cannot ask the server through features/profiles itself.
 */
export type ProfileStateProvider = ComponentType<{ children: ReactNode }>;

/** The provider when the app passes none: the state stays `unknown`. */
export function NoProfileState({ children }: { children: ReactNode }) {
  return children;
}
