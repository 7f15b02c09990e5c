import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, USER_DATA_KEY, readSession } from './session';

describe('readSession', () => {
  it('is authenticated with a token and parseable user data', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ name: 'Meena' }));
    expect(readSession()).toEqual({
      status: 'authenticated',
      token: 'token-1',
      user: { name: 'Meena' },
    });
  });

  it('is unauthenticated when either part is missing', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    expect(readSession().status).toBe('unauthenticated');
    localStorage.clear();
    localStorage.setItem(USER_DATA_KEY, '{}');
    expect(readSession().status).toBe('unauthenticated');
  });

  it('logs out when the user data does not parse', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_DATA_KEY, '{not json');
    expect(readSession().status).toBe('unauthenticated');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });
});
