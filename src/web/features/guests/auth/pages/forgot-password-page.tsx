import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordFormSchema } from '#shared/schemas/profile.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

type ForgotForm = z.infer<typeof forgotPasswordFormSchema>;

/**
 * Forgot password `/forgot-password` (the Login page's link): asks for a reset e-mail. The
 * answer is the same whether or not the e-mail has an account, so it reveals nothing.
 */
export default function ForgotPasswordPage() {
  const { requestPasswordReset } = useAuth();
  const location = useLocation();
  const prefill = (location.state as { email?: string } | null)?.email ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: prefill },
  });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      void toastError(error);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
      footer={
        <p className="text-center text-sm">
          Remembered it?{' '}
          <Link to={paths.login} className="link link-primary font-medium">
            Back to log in
          </Link>
        </p>
      }
    >
      <PageTitle text="Forgot Password · Hotel Booking" />
      {sentTo ? (
        <div role="status" className="rounded-box border border-success/30 bg-success/10 p-4">
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-sm">
            If an account uses <strong className="break-all">{sentTo}</strong>, it will get a link to reset the password. The link works
            once, within an hour.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Send reset link
          </button>
        </form>
      )}
    </AuthCard>
  );
}
