/**
 * "Where you're signed in" (issue 29), with the API answered at the fetch level: each session
 * shows its device, IP address and times (hotel timestamps), this device is marked
 * and has no End; End calls the session's id; "End all other sessions" toasts the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { SessionsSection } from './sessions-section.tsx';

const laptop = {
  id: 's-laptop',
  device: 'Chrome 131 on Windows 10',
  kind: 'desktop',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-11-26T08:05:00.000Z',
  lastUsedAt: '2026-11-27T04:00:00.000Z',
  isCurrent: true,
};
const phone = { ...laptop, id: 's-phone', device: 'Safari 17 on iOS 17', kind: 'mobile', ipAddress: '198.51.100.9', isCurrent: false };

describe('Sessions section', () => {
  it('lists the sessions with this device marked, ends one, and ends all others', async () => {
    let sessions = [laptop, phone];
    const calls: string[] = [];
    stubApi({
      '/account/sessions': () => ({ body: { sessions } }),
      '/account/sessions/s-phone': (_url, init) => {
        calls.push(`${init?.method} s-phone`);
        sessions = [laptop];
        return { body: { ok: true } };
      },
      '/account/sessions/end-others': (_url, init) => {
        calls.push(`${init?.method} end-others`);
        return { body: { message: '1 other session ended', endedSessions: 1 } };
      },
    });
    renderInApp(<SessionsSection />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('This device')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    // Times on the hotel's clock (Asia/Dhaka), "26 Nov 2026, 14:05".
    expect(rows[0].textContent).toContain('IP 203.0.113.7 · Signed in 26 Nov 2026, 14:05');
    expect(rows[1].textContent).toContain('Safari 17 on iOS 17');

    await user.click(within(rows[1]).getByRole('button', { name: /^End session: Safari 17 on iOS 17/ }));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['DELETE s-phone']);
    expect(screen.getByRole('button', { name: 'End all other sessions' }).hasAttribute('disabled')).toBe(true);
  });

  it('"End all other sessions" toasts how many ended', async () => {
    stubApi({
      '/account/sessions': () => ({ body: { sessions: [laptop, phone] } }),
      '/account/sessions/end-others': () => ({ body: { message: '1 other session ended', endedSessions: 1 } }),
    });
    renderInApp(<SessionsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('1 other session ended')).toBeTruthy();
  });
});
