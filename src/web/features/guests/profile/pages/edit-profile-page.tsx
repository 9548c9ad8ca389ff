import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import { editProfileFormSchema, type EditProfileForm } from '#shared/schemas/profile.ts';
import type { User } from '#shared/schemas/users.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { uploadImage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { useEditProfileMutation } from '../api/edit-profile.ts';
import { ProfileField } from '../components/profile-field.tsx';
import { ProfilePhotoPicker } from '../components/profile-photo-picker.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

/** Edit profile `/dashboard/edit-profile` (docs/product/screens.md#edit-profile, docs/product/rules.md#profile): waits for the user record, then the form. */
export default function EditProfilePage() {
  const { user } = useAuth();
  if (!user) return <Spinner label="Loading your profile…" />;
  return <EditProfileFormCard key={user._id} user={user} />;
}

/**
 * Photo change, name, age, read-only e-mail, phone (11 digits, red/green border as it is
 * typed), bio and full address, all required but the photo. Saving uploads a new photo first,
 * shows a spinner, then toasts "Profile Updated" (docs/product/messages.md#toasts) and returns to My Profile.
 */
function EditProfileFormCard({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const mutation = useEditProfileMutation(user._id);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const { register, handleSubmit, formState, control } = useForm<EditProfileForm>({
    resolver: zodResolver(editProfileFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: user.name,
      age: user.age === null ? '' : String(user.age),
      phoneNumber: user.phoneNumber ?? '',
      address: user.address ?? '',
      bio: user.bio ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const name = useWatch({ control, name: 'name' });
  const phoneNumber = useWatch({ control, name: 'phoneNumber' });
  const phoneTone = errors.phoneNumber ? 'invalid' : phoneNumber ? 'valid' : 'neutral';

  const onSubmit = handleSubmit(async ({ age, ...fields }) => {
    try {
      const photo = photoFile ? await uploadImage(photoFile, 'profile') : undefined;
      await mutation.mutateAsync({ ...fields, age: Number(age), ...(photo ? { photo } : {}) });
      await refreshUser();
      toast.success(messages.profileUpdated);
      await navigate(paths.myProfile);
    } catch (error) {
      // docs/product/messages.md#toasts: "Internal Server Error" (and any other refusal) is shown as an error.
      void toastError(error);
    }
  });

  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text="Edit Profile · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Edit Profile</h1>
      <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100 shadow-sm">
        <fieldset disabled={isSubmitting} className="card-body gap-6">
          <legend className="sr-only">Your profile</legend>
          <ProfilePhotoPicker name={name} photo={user.photo} file={photoFile} disabled={isSubmitting} onPick={setPhotoFile} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ProfileField id="profile-name" label="Name" autoComplete="name" registration={register('name')} error={errors.name} />
            <ProfileField
              id="profile-age"
              label="Age"
              type="number"
              inputMode="numeric"
              min={1}
              max={150}
              registration={register('age')}
              error={errors.age}
            />
            <ProfileField
              id="profile-email"
              label="Email"
              type="email"
              value={user.email}
              readOnly
              hint="Your e-mail cannot be changed here."
            />
            <ProfileField
              id="profile-phone"
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              registration={register('phoneNumber')}
              error={errors.phoneNumber}
              tone={phoneTone}
              validMessage="Valid phone number (11 digits)"
            />
          </div>
          <ProfileField id="profile-bio" label="Bio" multiline registration={register('bio')} error={errors.bio} />
          <ProfileField
            id="profile-address"
            label="Full address"
            multiline
            autoComplete="street-address"
            registration={register('address')}
            error={errors.address}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Link to={paths.myProfile} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary min-w-40">
              {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {isSubmitting ? 'Saving…' : 'Update Profile'}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
