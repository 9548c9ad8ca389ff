/**
 * The step-up question (issue 29): "Confirm it is you", the authenticator code (or a backup code),
 * checked by POST /api/step-up. A wrong code says so and keeps the dialog open; Confirm closes it
 * once the server accepted the code; Close/Escape cancels the action.
 */
import { STEP_UP_MESSAGE } from '#shared/schemas/step-up.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { stepUp } from '#web/lib/two-factor-api.ts';
import { SecondFactorForm } from '../second-factor-form.tsx';

/**
 * `onConfirmed` after the server accepted the code; `onCancel` whenever the dialog closes (the
 * provider ignores it once confirmed, as the waiting call is settled by then).
 */
export function StepUpDialog({ open, onConfirmed, onCancel }: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} onClose={onCancel} title="Confirm it is you">
      <p className="mb-4">{STEP_UP_MESSAGE}.</p>
      <SecondFactorForm
        submitLabel="Confirm"
        onSubmit={async (code) => {
          await stepUp(code);
          onConfirmed();
        }}
      />
    </Modal>
  );
}
