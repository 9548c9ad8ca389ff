import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { passkeyNameFormSchema } from '#shared/schemas/account-security.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useAddPasskeyMutation } from '../api/passkeys.ts';

type FormValues = z.infer<typeof passkeyNameFormSchema>;

/** Names a new passkey and asks the browser to make it (fingerprint, face, screen lock or a security key). */
export function AddPasskeyForm() {
  const mutation = useAddPasskeyMutation();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: '' },
  });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ name }) => {
    // The mutation cache toasts a refusal (cancelled prompt, a key already registered).
    await mutation.mutateAsync(name).then(
      () => {
        reset({ name: '' });
        toast.success('Passkey added');
      },
      () => undefined,
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a passkey" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormField
          id="passkey-name"
          label="Passkey name"
          placeholder="e.g. My phone"
          autoComplete="off"
          registration={register('name')}
          error={formState.errors.name}
        />
      </div>
      <button type="submit" className="btn btn-primary sm:mt-6" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Add a passkey
      </button>
    </form>
  );
}
