import { z } from 'zod';
import { messages, nameControlCharacterMessage } from '../messages.ts';
import { isAcceptablePhotoUrl } from '../domain/photo-url.ts';

export { isAcceptablePhotoUrl, OAUTH_POPUP } from '../domain/photo-url.ts';

/** docs/product/rules.md#accounts-and-sign-in password policy: the identity provider's default minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

/** docs/product/rules.md#profile, docs/product/rules.md#constants: exactly 11 digits. */
export const phoneNumberSchema = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .regex(/^\d{11}$/, messages.phoneInvalid);

/**
 * The shape a photo URL must have before the server looks closer: an acceptable URL, or an
 * http one that only our own image storage may answer (e.g. a local S3-compatible server),
 * which the server checks against its storage. Never javascript:, data: or a relative path.
 */
function hasPhotoUrlShape(value: string): boolean {
  return isAcceptablePhotoUrl(value) || /^http:\/\/\S+$/i.test(value);
}

export const PHOTO_NOT_UPLOADED = 'Photo must be an uploaded image';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);

/**
 * Characters a name may never hold (issue 24): every C0/C1 control (CR, LF, tab, NUL, ESC, …), the
 * Unicode line and paragraph separators, and the bidi embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069) that reorder the text around a name in lists and e-mails. Other
 * format characters stay allowed: ZWJ and ZWNJ (U+200C, U+200D) shape Bengali conjuncts and emoji.
 */
const NAME_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A user's display name, wherever it is written (profile, sign-up, better-auth's own endpoints). */
export const userNameSchema = required('Name', 120).refine((name) => !NAME_FORBIDDEN.test(name), nameControlCharacterMessage);

/** A user's photo URL, wherever it is written: at most 2048 characters of an acceptable shape. */
export const photoUrlSchema = z.string().max(2048, 'Photo URL is too long').refine(hasPhotoUrlShape, PHOTO_NOT_UPLOADED);

// The docs/product/rules.md#profile "required" fields shared by the form and the API body.
const profileTextFields = {
  name: userNameSchema,
  phoneNumber: phoneNumberSchema,
  address: required('Address', 300),
  bio: required('Bio', 1000),
};

const AGE_RANGE = 'Age must be a whole number from 1 to 150';

/**
 * docs/product/api.md#users POST /edit-profile/{userId}: name, age, photo, phoneNumber, address, bio, all but the
 * photo required (docs/product/rules.md#profile). Any other key (e-mail, role, status, ...) is refused: those never
 * change through the profile.
 */
export const editProfileBodySchema = z.strictObject(
  {
    ...profileTextFields,
    age: z.number({ error: 'Age is required' }).int(AGE_RANGE).min(1, AGE_RANGE).max(150, AGE_RANGE),
    photo: photoUrlSchema.nullable().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only name, age, photo, phone number, address and bio can be changed' : undefined,
  },
);
export type EditProfileBody = z.infer<typeof editProfileBodySchema>;

export const userIdParamSchema = z.object({ userId: z.string().min(1) });

/** The Edit Profile form (docs/product/screens.md#edit-profile): text inputs, so age is a string until it is sent. */
export const editProfileFormSchema = z.object({
  ...profileTextFields,
  age: z
    .string()
    .trim()
    .min(1, 'Age is required')
    .regex(/^\d{1,3}$/, AGE_RANGE)
    .refine((v) => Number(v) >= 1 && Number(v) <= 150, AGE_RANGE),
});
export type EditProfileForm = z.infer<typeof editProfileFormSchema>;

/** GET /api/auth-providers: can "Continue with Google" work, and through which provider id. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  providerId: z.string().nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.email('Please enter a valid e-mail'),
});

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirm: z.string().min(1, 'Please repeat the new password'),
  })
  .refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] });
