/** Staff notes on a guest (issue 28): a text area (≤ 2,000 characters) with Save, a toast on success, the error inline. */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MAX_GUEST_NOTES, type GuestProfile } from '#shared/schemas/guest-profiles.ts';
import { formatTimestamp } from '#web/lib/format.ts';
import { useSaveGuestNotes } from '../api/guests.ts';

export function GuestNotesForm({ profile }: { profile: GuestProfile }) {
  const [text, setText] = useState(profile.notes?.text ?? '');
  const save = useSaveGuestNotes(profile.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(text, { onSuccess: () => toast.success(`Notes on ${profile.name} saved`) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="guest-notes" className="font-medium">
        Staff notes
      </label>
      <textarea
        id="guest-notes"
        className="textarea textarea-bordered min-h-32 w-full"
        value={text}
        maxLength={MAX_GUEST_NOTES}
        aria-describedby="guest-notes-help"
        onChange={(e) => setText(e.target.value)}
      />
      <p id="guest-notes-help" className="text-sm text-base-content/75">
        {text.length.toLocaleString('en-US')} / {MAX_GUEST_NOTES.toLocaleString('en-US')} characters
        {profile.notes ? ` · last saved by ${profile.notes.updatedByName ?? 'staff'}, ${formatTimestamp(profile.notes.updatedAt)}` : ''}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-error">
          {save.error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save notes'}
      </button>
    </form>
  );
}
