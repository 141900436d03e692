import { createContext, useContext } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import { ApiError, apiGet, apiPost, apiPostForm } from '@/lib/api';
import type { CamposPrueba } from '@/lib/prueba-trabajo';

export type { SessionUser };

export type Session = { active: true; user: SessionUser } | { active: false; user: null };

export const sessionQueryKey = ['auth', 'session'] as const;

const SIGNED_OUT: Session = { active: false, user: null };
/** SPEC §9: the session check gives up after 5 s and the visitor is treated as signed out. */
const SESSION_CHECK_TIMEOUT_MS = 5000;

async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const timeout = AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS);
  try {
    const session = await apiGet<{ active?: boolean; user?: SessionUser | null }>('/auth/check-session', {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return session.active && session.user ? { active: true, user: session.user } : SIGNED_OUT;
  } catch (error) {
    // No session and no refresh token: the server says 401, we say "signed out".
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

/** The current session; `data.active` tells whether someone is signed in. */
export function useSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: false,
    staleTime: 30_000,
    enabled,
  });
}

/**
 * SPEC §4 auth state. `error` means the check itself failed (server down, or no answer within
 * 5 s) before anyone was known to be signed in; a failed re-check keeps a known user signed in,
 * since every API call still proves the session on its own.
 */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null }
  | { status: 'error'; user: null; error: Error };

export function authStateOf(query: { data?: Session; error: Error | null }): AuthState {
  if (query.data?.active) return { status: 'authenticated', user: query.data.user };
  if (query.data) return { status: 'unauthenticated', user: null };
  if (query.error) return { status: 'error', user: null, error: query.error };
  return { status: 'loading', user: null };
}

export function useAuthState(options?: { enabled?: boolean }): AuthState {
  return authStateOf(useSession(options));
}

/**
 * The signed-in user, provided by the session guard (RequireAuth). Screens read
 * it from here rather than from the query so that, while signing out, they keep
 * the last user until the guard unmounts them.
 */
export const SessionUserContext = createContext<SessionUser | null>(null);

export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('User not authenticated');
  return user;
}

/** Password accepted, second factor pending (issue 9): finish in features/auth/totp-step.tsx. */
export type LoginDesafio = { active: false; desafio: string; requiere: 'totp' | 'enrolamiento' };

/** Signs in, then confirms with the server that the session cookie took (or answers the 2FA challenge). */
export async function login(
  username: string,
  password: string,
  recaptchaToken?: string,
  prueba: CamposPrueba = {},
): Promise<(Session & { active: true }) | LoginDesafio> {
  const fields: Record<string, string> = { username, password };
  if (recaptchaToken) fields.recaptcha_token = recaptchaToken;
  // The solved proof of work, when a previous answer asked for one (lib/prueba-trabajo.ts).
  if (prueba.prueba_token && prueba.prueba_solucion) Object.assign(fields, prueba);
  const answer = await apiPostForm<Partial<LoginDesafio> | undefined>('/auth/login', fields);
  if (answer?.active === false && answer.desafio && answer.requiere) {
    return { active: false, desafio: answer.desafio, requiere: answer.requiere };
  }
  const session = await fetchSession();
  if (!session.active) throw new Error('Authentication failed');
  return session;
}

export async function logout(): Promise<void> {
  try {
    await apiPost('/auth/logout');
  } catch (error) {
    // The session had already ended (and could not be refreshed): nothing left to close.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Forgets the user and everything cached on their behalf. */
export function clearSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      username,
      password,
      recaptchaToken,
      prueba,
    }: {
      username: string;
      password: string;
      recaptchaToken?: string;
      prueba?: CamposPrueba;
    }) => login(username, password, recaptchaToken, prueba),
    onSuccess: (session) => {
      if (session.active) queryClient.setQueryData(sessionQueryKey, session);
    },
    // The form shows the failure itself; no toast on top of it.
    meta: { silentError: true },
  });
}

/**
 * Platform admins act on one company at a time (DESIGN §5): switching replaces the session user
 * and throws away everything cached for the previous company, so no screen shows its data.
 */
export function useSwitchEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresaId: number) =>
      apiPost<Session & { active: true }>('/auth/empresa-activa', { empresa_id: empresaId }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => clearSession(queryClient),
  });
}
