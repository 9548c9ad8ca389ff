import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { loginFormSchema } from '#shared/schemas/users.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { paths, returnPath } from '#web/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { AuthFooter } from '../components/auth-footer.tsx';
import { PasskeyButton } from '../components/passkey-button.tsx';
import { SignInCodeStep } from '../components/sign-in-code-step.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * Login `/login` (docs/product/screens.md#login): email + password, Forgot password, a passkey (issue 29), Continue with Google, then back
 * to where the visitor came from. An account with two-factor sign-in (issue 29) is asked for its code
 * after the password, on the same card.
 */
export default function LoginPage() {
  const { status, signIn, verifySignInCode } = useAuth();
  const [isCodeStep, setIsCodeStep] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  const { register, handleSubmit, formState, control } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema) });
  // Carried to /forgot-password so the guest does not type it twice.
  const typedEmail = useWatch({ control, name: 'email' });
  const busy = formState.isSubmitting;
  const [searchParams, setSearchParams] = useSearchParams();
  const providerError = searchParams.get('error_description') || searchParams.get('error');

  // A Google sign-in that left by redirect comes back here with the provider's error (docs/product/messages.md#identity-provider-errors: shown as-is).
  useEffect(() => {
    if (!providerError) return;
    toast.error(providerError, { id: 'google-sign-in-error' });
    setSearchParams({}, { replace: true });
  }, [providerError, setSearchParams]);

  if (status === 'signed-in' && !busy && !isCodeStep) return <Navigate to={target} replace />;

  const finish = async () => {
    toast.success(messages.loginSuccess);
    await navigate(target, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      if ((await signIn(email, password)) === 'two-factor') return setIsCodeStep(true);
      await finish();
    } catch (error) {
      void toastError(error);
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to book rooms and manage your stays."
      footer={
        <>
          <PasskeyButton disabled={busy} onSignedIn={() => void navigate(target, { replace: true })} />
          <AuthFooter disabled={busy} prompt="New here?" linkTo={paths.signup} linkLabel="Create an account" />
        </>
      }
    >
      <PageTitle text="Log In · Hotel Booking" />
      {isCodeStep ? (
        <SignInCodeStep verify={verifySignInCode} onSignedIn={finish} onRestart={() => setIsCodeStep(false)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id="login-email"
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
          />
          <FormField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={formState.errors.password}
          />
          <div className="-mt-2 text-right">
            <Link to={paths.forgotPassword} state={{ email: typedEmail }} className="link link-hover text-sm">
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Sign In
          </button>
        </form>
      )}
    </AuthCard>
  );
}
