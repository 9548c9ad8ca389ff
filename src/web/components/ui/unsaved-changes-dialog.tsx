import type { Blocker } from 'react-router';
import { uiText } from '#web/lib/ui-text.ts';
import { Modal } from './modal.tsx';

/**
 * Asks before a held navigation leaves a form with unsaved changes (issue 24): "Leave without
 * saving" goes on, Stay (or Escape, Close, the backdrop) keeps the form as it is. `blocker`
 * comes from useUnsavedChangesGuard; the dialog is a native modal, so it works by keyboard.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={uiText.unsavedTitle}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={stay}>
            {uiText.unsavedStay}
          </button>
          <button type="button" className="btn btn-error" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            {uiText.unsavedLeave}
          </button>
        </>
      }
    >
      <p>{uiText.unsavedText}</p>
    </Modal>
  );
}
