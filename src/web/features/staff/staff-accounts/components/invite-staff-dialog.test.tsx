/**
 * "Invite staff" (issue 29), with the API answered at the fetch level: a manager is offered every
 * staff role but Owner; bad input is caught before anything is sent; a valid invitation posts
 * the e-mail (lower-cased), name and role, toasts the server's answer and closes; a refusal
 * (409 ALREADY_STAFF) shows the server's message inside the dialog, which stays open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { InviteStaffDialog } from './invite-staff-dialog.tsx';

const member = {
  id: 'u1',
  name: 'Rina Akter',
  email: 'rina@hotel.test',
  role: 'front_desk',
  isTwoFactorEnabled: false,
  lastSignInAt: null,
  deactivatedAt: null,
};

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, name: string, role: string) {
  const dialog = screen.getByRole('dialog', { name: 'Invite staff' });
  await user.type(within(dialog).getByLabelText('E-mail'), email);
  await user.type(within(dialog).getByLabelText('Name'), name);
  await user.selectOptions(within(dialog).getByLabelText('Role'), role);
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
}

describe('Invite staff dialog', () => {
  it("offers a manager every role but Owner, checks the input, sends it and toasts the server's answer", async () => {
    const sent: unknown[] = [];
    const asked = stubApi({
      '/admin/staff/invitations': (_url, init) => {
        sent.push(JSON.parse(init!.body as string));
        return { body: { message: 'Invitation sent to rina@hotel.test', member } };
      },
    });
    const onClose = vi.fn();
    renderInApp(<InviteStaffDialog open onClose={onClose} callerRole="manager" />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    const options = within(within(dialog).getByLabelText('Role'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Manager', 'Front desk', 'Housekeeping', 'Accountant']);

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(asked).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await fill(user, 'Rina@Hotel.test', 'Rina Akter', 'Front desk');
    expect(await screen.findByText('Invitation sent to rina@hotel.test')).toBeTruthy();
    expect(sent).toEqual([{ email: 'rina@hotel.test', name: 'Rina Akter', role: 'front_desk' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    stubApi({
      '/admin/staff/invitations': () => ({
        status: 409,
        body: { code: 'ALREADY_STAFF', message: 'rina@hotel.test is on the staff already' },
      }),
    });
    const onClose = vi.fn();
    renderInApp(<InviteStaffDialog open onClose={onClose} callerRole="admin" />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option')[0].textContent).toBe('Owner');
    await fill(user, 'rina@hotel.test', 'Rina Akter', 'Housekeeping');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('rina@hotel.test is on the staff already');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Invite staff' })).toBeTruthy();
  });
});
