import { describe, expect, it } from 'vitest';
import { authStatus, type AuthStatusInput } from './auth-status.ts';

const settled: AuthStatusInput = { busy: false, isSessionPending: false, hasSession: false, isRecordPending: false };

describe('authStatus', () => {
  it('is signed-out with no session, and signed-in with a session whose record is here', () => {
    expect(authStatus(settled)).toBe('signed-out');
    expect(authStatus({ ...settled, hasSession: true })).toBe('signed-in');
  });

  it('is loading while a flow runs or the session is unknown', () => {
    expect(authStatus({ ...settled, busy: true, hasSession: true })).toBe('loading');
    expect(authStatus({ ...settled, isSessionPending: true })).toBe('loading');
  });

  it('stays loading while a session exists and its user record is pending', () => {
    expect(authStatus({ ...settled, hasSession: true, isRecordPending: true })).toBe('loading');
  });

  it('ignores a pending record query without a session (it is disabled then)', () => {
    expect(authStatus({ ...settled, isRecordPending: true })).toBe('signed-out');
  });
});
