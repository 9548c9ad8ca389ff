/**
 * The e-mails of managing staff (issue 29): an invitation that carries a set-password link, and
 * the notice to an existing guest that they now work for the hotel. Sent straight to the mailer
 * after the change committed, never through the outbox: the invitation's link is a credential,
 * and the outbox keeps its payloads in the database (issue 24 keeps reset links out of it).
 */
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import { Layout } from './layout.tsx';

/** Who invited whom, as the e-mail names them; `roleLabel` from ROLE_LABELS (e.g. "Front desk"). */
export interface StaffEmailFacts {
  to: string;
  name: string;
  inviterName: string;
  roleLabel: string;
}

type Rendered = { to: string; subject: string; html: string; text: string };

async function finish(to: string, subject: string, element: React.ReactElement): Promise<Rendered> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to, subject, html, text };
}

/** "‹owner› invited you to ‹hotel› as Front desk": the link sets their password; it works once, for `days` days. */
export async function renderStaffInvitation(facts: StaffEmailFacts, link: string, days: number, hotel: HotelIdentity): Promise<Rendered> {
  const line = `${facts.inviterName} invited you to ${hotel.name} as ${facts.roleLabel}.`;
  return finish(
    facts.to,
    `${facts.inviterName} invited you to ${hotel.name}`,
    <Layout hotel={hotel} preview={line} heading={`Join ${hotel.name}`} action={{ label: 'Set my password', href: link }}>
      <Text>Hello {facts.name},</Text>
      <Text>{line}</Text>
      <Text>
        Choose your password with the button below (or open {link}). The link works once, within {days} days; after that, ask for a new
        invitation or use “Forgot password” on the sign-in page.
      </Text>
    </Layout>,
  );
}

/** To an existing guest account that now has a staff role: sign in as usual and the staff menu is there. */
export async function renderStaffPromotion(facts: StaffEmailFacts, publicUrl: string, hotel: HotelIdentity): Promise<Rendered> {
  const line = `${facts.inviterName} added you to ${hotel.name}'s staff as ${facts.roleLabel}.`;
  return finish(
    facts.to,
    `You are now ${facts.roleLabel} at ${hotel.name}`,
    <Layout
      hotel={hotel}
      preview={line}
      heading="Welcome to the team"
      action={{ label: 'Open the dashboard', href: `${publicUrl}/dashboard` }}
    >
      <Text>Hello {facts.name},</Text>
      <Text>{line}</Text>
      <Text>Sign in with your usual e-mail and password: the dashboard now shows the staff menu of your role.</Text>
    </Layout>,
  );
}
