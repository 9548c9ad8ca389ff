/**
 * The one way to ask for input in a dialog (issue #10): a Modal (aria-labelledby title, focus
 * trap, Escape) holding a react-hook-form form checked by a zod schema, its submit button with a
 * spinner while the submission runs, and one rule for failures.
 */
import { useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Modal } from './modal.tsx';

/** The schema, starting values and fields of a FormDialog's form. */
interface FormParts<TValues extends FieldValues, TOutput> {
  /** Checked on submit, then on each change; take it from src/shared/schemas so the server checks alike. */
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The fields, registered on `form`; rendered only while the dialog is open, so each opening starts afresh. */
  children: (form: UseFormReturn<TValues, unknown, TOutput>) => ReactNode;
}

/** What a FormDialog is given. */
export interface FormDialogProps<TValues extends FieldValues, TOutput> extends FormParts<TValues, TOutput> {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** The submit button's daisyUI colour, e.g. `btn-primary`. */
  submitTone: string;
  /**
   * Sends the valid values; resolving closes the dialog. A rejection keeps it open for another
   * try and is not shown here: it is a failed mutation, which the one global error toast has
   * already reported with the server's message (lib/mutation-errors.ts).
   */
  onSubmit: (values: TOutput) => Promise<void>;
}

/** A modal form: validates with `schema`, shows "Submitting…" while `onSubmit` runs, closes when it resolves. */
export function FormDialog<TValues extends FieldValues, TOutput>(props: FormDialogProps<TValues, TOutput>) {
  const { open, onClose, title, submitLabel, submitTone, onSubmit, ...form } = props;
  const formId = useId();
  const [isPending, setPending] = useState(false);

  const submit = async (values: TOutput) => {
    setPending(true);
    try {
      await onSubmit(values);
    } catch {
      // Already toasted by the global mutation-error toast (see onSubmit); stay open for another try.
      return;
    } finally {
      setPending(false);
    }
    onClose();
  };

  const button = (
    <button type="submit" form={formId} className={`btn ${submitTone}`} disabled={isPending}>
      {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {isPending ? 'Submitting…' : submitLabel}
    </button>
  );
  return (
    <Modal open={open} onClose={onClose} title={title} actions={button}>
      <DialogForm id={formId} onValid={submit} {...form} />
    </Modal>
  );
}

/** The form itself, mounted by Modal only while open so its values and errors reset on close. */
function DialogForm<TValues extends FieldValues, TOutput>({
  id,
  onValid,
  schema,
  defaultValues,
  children,
}: FormParts<TValues, TOutput> & { id: string; onValid: (values: TOutput) => Promise<void> }) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    // Focus stays on the submit button, as in the hand-built dialogs this replaced; the message is announced (role="alert").
    shouldFocusError: false,
  });
  return (
    <form id={id} onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      {children(form)}
    </form>
  );
}
