import { describe, expect, it } from 'vitest';

import { ApiError, SESSION_EXPIRED_MESSAGE } from './api';
import { errorToastMessage, retryDelay, shouldRetryQuery } from './query-client';

describe('query client defaults', () => {
  it('retries other failures up to 3 times', () => {
    const error = new ApiError('Error de comunicación con el servidor', 500);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) {
      expect(shouldRetryQuery(0, new ApiError('x', status))).toBe(false);
    }
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('central error toasts', () => {
  it('shows the server message, hides session expiry and cancellations', () => {
    expect(errorToastMessage(new ApiError('El RUT ya existe en la empresa.', 409))).toBe(
      'El RUT ya existe en la empresa.',
    );
    expect(errorToastMessage(new ApiError(SESSION_EXPIRED_MESSAGE, 401))).toBeNull();
    expect(errorToastMessage(new DOMException('aborted', 'AbortError'))).toBeNull();
    expect(errorToastMessage(new Error('x'))).toBe('Ocurrió un error inesperado. Intente nuevamente.');
  });
});
