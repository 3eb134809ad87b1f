import type { SessionUser } from '@affnet/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local-storage key of the persisted session (spec §9: named for the auth store). */
export const AUTH_STORE_KEY = 'auth-store';

type AuthState = {
  token: string | null;
  user: SessionUser | null;
  /** Full path (with query and hash) a signed-out visitor asked for; used once after login. */
  redirectTarget: string | null;
  setSession: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  setRedirectTarget: (target: string | null) => void;
  /** Forget token, user and redirect target (logout and the 401 rule). */
  clear: () => void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      redirectTarget: null,
      setSession: (token, user) => set({ token, user }),
      setUser: (user) => set({ user }),
      setRedirectTarget: (redirectTarget) => set({ redirectTarget }),
      clear: () => set({ token: null, user: null, redirectTarget: null }),
    }),
    {
      name: AUTH_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The spec persists token and user; the redirect target survives a reload too, so a
      // visitor who opens a deep link, then signs in after a refresh, still lands on it.
      partialize: ({ token, user, redirectTarget }) => ({ token, user, redirectTarget }),
    },
  ),
);
