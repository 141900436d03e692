import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api';

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

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
