/**
 * The audit log's surface for the modules that record their changes (issue 26: a module's
 * repositories are its own): an entry is appended in the caller's transaction, with its actor
 * (a user id and IP, SYSTEM or GATEWAY). Reading the log is audit.routes.ts's.
 */
export { recordAudit, SYSTEM, type AuditActor } from './audit.repository.ts';
