import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError, SESSION_EXPIRED_MESSAGE } from '@/lib/api';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
/** Statuses that will not change by asking again. */
const NON_RETRYABLE_STATUSES = new Set([401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && NON_RETRYABLE_STATUSES.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** The Spanish text a user should read for a failure, or null when nothing should be shown. */
export function errorToastMessage(error: unknown): string | null {
  // An ended session sends the user to /login with its own notice.
  if (error instanceof ApiError && error.message === SESSION_EXPIRED_MESSAGE) return null;
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return 'Ocurrió un error inesperado. Intente nuevamente.';
}

/** Toasts a failure as the query client does; for work that is not a mutation (a file download). */
export function notify(error: unknown) {
  const message = errorToastMessage(error);
  // sonner loads on first use, so the login page's entry chunk does not carry it (bench/bundle-size.ts).
  if (message) void import('sonner').then(({ toast }) => toast.error(message, { id: message })); // never stacks
}

/**
 * Error toasts happen here, once: every failed mutation, and a failed background refetch of
 * data already on screen. A first load that fails is shown by the screen itself (error panel).
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) notify(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.meta?.silentError !== true) notify(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
