import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, userNameSchema } from './profile.ts';

import { ROLES } from '../domain/staff-roles.ts';

/** User record as the API answers it (docs/product/entities.md#user). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.string(),
  likings: z.array(z.string()),
  age: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * docs/product/api.md#users PUT /users/{email}: the upsert after login/sign-up. Only name and photo are
 * applied, and only to the caller's own record; role, status, likings are ignored (docs/architecture.md#api-design).
 */
export const upsertUserBodySchema = z.object({
  name: userNameSchema.optional(),
  photo: z.string().max(2048).nullable().optional(),
  email: z.string().optional(),
  role: z.unknown().optional(),
  status: z.unknown().optional(),
  likings: z.unknown().optional(),
});
export const emailParamSchema = z.object({ email: z.string().min(3) });
export const jwtBodySchema = z.object({ email: z.string().optional() });
export const signUpFormSchema = z.object({
  name: userNameSchema,
  email: z.email('Please enter a valid e-mail'),
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export const loginFormSchema = z.object({
  email: z.string().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
