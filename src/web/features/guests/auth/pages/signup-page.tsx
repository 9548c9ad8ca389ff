import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { signUpFormSchema } from '#shared/schemas/users.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { paths, returnPath } from '#web/lib/paths.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { AuthFooter } from '../components/auth-footer.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

const signUpSchema = signUpFormSchema.extend({
  photo: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList)
    .refine((files) => files.length === 1, 'Please choose a profile photo')
    .refine((files) => files.length === 0 || files[0].type.startsWith('image/'), uiText.imageFileOnly),
});
type SignUpForm = z.infer<typeof signUpSchema>;

/** Sign up `/signup` (docs/product/screens.md#sign-up): name, photo, email, password (≥ 6). */
export default function SignupPage() {
  const { status, signUp } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  const { register, handleSubmit, formState } = useForm<SignUpForm>({ resolver: zodResolver(signUpSchema) });
  const busy = formState.isSubmitting;

  if (status === 'signed-in' && !busy) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ name, email, password, photo }) => {
    try {
      await signUp(name, email, password, photo[0]);
      toast.success(messages.signupSuccess);
      await navigate(target, { replace: true });
    } catch (error) {
      // The original product only logged sign-up failures; a guest also needs to see why (docs/product/messages.md#toasts).
      console.error(error);
      void toastError(error);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join us to book rooms and keep track of your stays."
      footer={<AuthFooter disabled={busy} prompt="Already have an account?" linkTo={paths.login} linkLabel="Log in" />}
    >
      <PageTitle text="Sign Up · Hotel Booking" />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="signup-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
        <FormField
          id="signup-photo"
          label="Profile photo"
          type="file"
          accept="image/*"
          registration={register('photo')}
          error={formState.errors.photo}
        />
        <FormField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={formState.errors.email}
        />
        <FormField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={formState.errors.password}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign Up
        </button>
      </form>
    </AuthCard>
  );
}
