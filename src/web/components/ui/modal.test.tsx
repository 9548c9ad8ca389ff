/**
 * The modal on the native <dialog>: a close event that arrives after the dialog was opened again
 * belongs to the earlier closing and leaves the new one open (a Back pressed at once after "Stay"
 * lost its leave-without-saving question).
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('ignores a late close event once the dialog is open again', () => {
    const onClose = vi.fn();
    const view = render(
      <Modal open onClose={onClose} title="Leave without saving?">
        <p>Body</p>
      </Modal>,
    );
    const dialog = view.container.ownerDocument.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells its owner when the dialog really closed', () => {
    const onClose = vi.fn();
    const view = render(
      <Modal open onClose={onClose} title="Leave without saving?">
        <p>Body</p>
      </Modal>,
    );
    const dialog = view.container.ownerDocument.querySelector('dialog')!;
    dialog.close();
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).toHaveBeenCalled();
  });
});
