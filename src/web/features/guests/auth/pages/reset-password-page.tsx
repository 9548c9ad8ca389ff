import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '#shared/schemas/profile.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { identityText } from '#web/lib/auth-flows.ts';
import { paths } from '#web/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

type ResetForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * Reset password `/reset-password?token=…` (the e-mailed link): a new password meeting the
 * policy (docs/product/rules.md#accounts-and-sign-in, at least 6). Every session of the account ends; the guest signs in again.
 */
export default function ResetPasswordPage() {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { register, handleSubmit, formState } = useForm<ResetForm>({ resolver: zodResolver(resetPasswordFormSchema) });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token ?? '', password);
      toast.success(identityText.passwordChanged);
      await navigate(paths.login, { replace: true });
    } catch (error) {
      void toastError(error);
    }
  });

  const askAgain = (
    <Link to={paths.forgotPassword} className="link link-primary font-medium">
      Ask for a new link
    </Link>
  );

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 6 characters. You will sign in again afterwards."
      footer={<p className="text-center text-sm">Link not working? {askAgain}</p>}
    >
      <PageTitle text="Reset Password · Hotel Booking" />
      {!token || searchParams.get('error') ? (
        <p role="alert" className="alert alert-error alert-soft">
          {identityText.invalidResetLink}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            registration={register('password')}
            error={formState.errors.password}
          />
          <FormField
            id="reset-confirm"
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            registration={register('confirm')}
            error={formState.errors.confirm}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Set new password
          </button>
        </form>
      )}
    </AuthCard>
  );
}
