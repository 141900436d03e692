import { describe, expect, it } from 'vitest';

import { authStateOf, type SessionUser } from './session';

const user = { id: 1, nombre: 'Ana' } as SessionUser;

describe('authStateOf (SPEC §4)', () => {
  it('is loading until the first answer', () => {
    expect(authStateOf({ data: undefined, error: null })).toEqual({ status: 'loading', user: null });
  });

  it('is authenticated with an active session', () => {
    expect(authStateOf({ data: { active: true, user }, error: null })).toEqual({ status: 'authenticated', user });
  });

  it('stays authenticated when only a re-check failed', () => {
    expect(authStateOf({ data: { active: true, user }, error: new Error('Error de comunicación') }).status).toBe(
      'authenticated',
    );
  });

  it('is unauthenticated without a session', () => {
    expect(authStateOf({ data: { active: false, user: null }, error: null })).toEqual({
      status: 'unauthenticated',
      user: null,
    });
  });

  it('is error when the first check failed or timed out', () => {
    const error = new DOMException('signal timed out', 'TimeoutError');
    expect(authStateOf({ data: undefined, error })).toEqual({ status: 'error', user: null, error });
  });
});
