/**
 * User records for the SPA (docs/product/entities.md#user, docs/product/api.md#users /user, /users). Identity comes from the
 * session; a caller reads or changes only their own record unless they are an admin.
 */
import type { User } from '#shared/schemas/users.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { findUserByEmail, listLikedRoomIds, updateUserProfile, type UserProfilePatch, type UserRow } from './users.repository.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

const canReadUsers = (caller: SessionUser) => hasPermission(caller.role, 'bookings') || hasPermission(caller.role, 'staff');

/** Row → API user (docs/product/entities.md#user); `likings` are liked room ids. */
export function toUserDto(row: UserRow, likings: string[]): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? null,
    role: row.role,
    status: row.status,
    likings,
    age: row.age ?? null,
    phoneNumber: row.phoneNumber ?? null,
    address: row.address ?? null,
    bio: row.bio ?? null,
  };
}

const isSameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /user/{email}: own record, or any record for staff who work with guests or staff (issue 29). Throws 403/404. */
export async function getUserRecord(db: Database, caller: SessionUser, email: string): Promise<User> {
  if (!isSameEmail(caller.email, email) && !canReadUsers(caller)) throw forbidden();
  const row = await findUserByEmail(db, email);
  if (!row) throw notFound('User');
  return toUserDto(row, await listLikedRoomIds(db, row.id));
}

/**
 * PUT /users/{email}: the post-login upsert. Applies only name and photo to the caller's own
 * record; role, status and likings in the body are ignored (docs/architecture.md#api-design). Throws 403.
 */
export async function upsertOwnUser(
  db: Database,
  caller: SessionUser,
  email: string,
  body: { name?: string; photo?: string | null },
  isOwnUpload: (url: string) => boolean,
): Promise<User> {
  if (!isSameEmail(caller.email, email)) throw forbidden();
  if (body.photo && !isOwnUpload(body.photo) && !isHttpsUrl(body.photo)) {
    throw new AppError('INVALID_PHOTO', 'Photo must be an uploaded image URL');
  }
  const patch: { name?: string; image?: string | null } = {};
  if (body.name) patch.name = body.name;
  if (body.photo !== undefined) patch.image = body.photo;
  const row = Object.keys(patch).length ? await updateUserProfile(db, caller.id, patch) : await findUserByEmail(db, email);
  if (!row) throw notFound('User');
  return toUserDto(row, await listLikedRoomIds(db, row.id));
}

/** Writes the checked `patch` to user `id` (the profile page's edit) and answers the API user. Throws 404 when the user is gone. */
export async function updateOwnProfile(db: Database, id: string, patch: UserProfilePatch): Promise<User> {
  const row = await updateUserProfile(db, id, patch);
  if (!row) throw notFound('User');
  return toUserDto(row, await listLikedRoomIds(db, row.id));
}

/** Besides our own uploads, photos may be https URLs (e.g. a Google avatar); never javascript: or data:. */
function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(value);
}
