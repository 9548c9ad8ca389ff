/**
 * The e-mail outbox's surface (issue 26: a module's repositories are its own): enqueueEmails,
 * for the modules that queue e-mails in their own transaction, writes one row per event key (a
 * repeat is ignored; the caller kicks app.emailQueue once its transaction committed);
 * countPendingEmails feeds the queue-depth gauge (app.ts hands it to plugins/email-queue.ts).
 */
export { countPendingEmails, enqueueEmails } from './email-outbox.repository.ts';
/** Issue 29: the staff invitation and promotion e-mails (sent straight to the mailer; see the template's note). */
export { renderStaffInvitation, renderStaffPromotion } from './templates/staff-emails.tsx';
