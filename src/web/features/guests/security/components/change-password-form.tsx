import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { changePasswordFormSchema, type ChangePasswordForm as FormValues } from '#shared/schemas/account-security.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { toastError } from '#web/lib/mutation-errors.ts';
import { useChangePasswordMutation } from '../api/password.ts';

const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Current password, new password, repeat (issue 29). Every other device is signed out by the
 * change; this one stays signed in. A wrong current password is shown beside its field and toasted.
 */
export function ChangePasswordForm() {
  const mutation = useChangePasswordMutation();
  const { register, handleSubmit, formState, reset, setError } = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await mutation.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success(message);
    } catch (error) {
      if (hasErrorCode(error, 'WRONG_PASSWORD')) setError('currentPassword', { message: error.message }, { shouldFocus: true });
      void toastError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Change password</legend>
        <div className="sm:col-span-2">
          <FormField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={register('currentPassword')}
            error={errors.currentPassword}
          />
        </div>
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword}
        />
        <FormField
          id="confirm-password"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          registration={register('confirm')}
          error={errors.confirm}
        />
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className="btn btn-primary min-w-44">
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {isSubmitting ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
