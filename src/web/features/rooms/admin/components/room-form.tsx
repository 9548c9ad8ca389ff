import { useCallback, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import { roomInputSchema, type Room, type RoomInput } from '#shared/schemas/rooms.ts';
import { UnsavedChangesDialog } from '#web/components/ui/unsaved-changes-dialog.tsx';
import { uploadImage } from '#web/lib/api-client.ts';
import { useUnsavedChangesGuard } from '#web/lib/use-unsaved-changes-guard.ts';
import { usePickedImages } from '../hooks/use-picked-images.ts';
import { roomFormDefaults, type RoomFormValues } from '../lib/room-form-values.ts';
import { RoomImagesUploadError, uploadRoomImages } from '../lib/upload-room-images.ts';
import { DescriptionField } from './description-field.tsx';
import { FacilitiesField } from './facilities-field.tsx';
import { RoomBasicsFields } from './room-basics-fields.tsx';
import { RoomImagesFields } from './room-images-fields.tsx';

type Progress = { done: number; total: number } | null;

/**
 * The Add room / Edit room form (docs/product/screens.md#add-room-and-edit-room, rules of docs/product/rules.md#rooms through the shared `roomInputSchema`).
 * On submit, picked files are uploaded first (with progress), then `onSave` gets the room
 * with image URLs only. Failures toast "Something Went Wrong!" and the server's message.
 * Leaving with unsaved changes asks first (issue 24), except right after a successful save.
 */
export function RoomForm({
  room,
  submitLabel,
  onSave,
  roomsSection,
}: {
  room?: Room;
  submitLabel: string;
  /** Issue 27: Add Room's "Rooms" section (its room numbers), shown before the submit button. */
  roomsSection?: ReactNode;
  /** Saves the room; rejects with the API error. */
  onSave: (input: RoomInput) => Promise<void>;
}) {
  const form = useForm<RoomFormValues, unknown, RoomInput>({
    resolver: zodResolver(roomInputSchema),
    defaultValues: roomFormDefaults(room),
  });
  const { files, pick, release } = usePickedImages();
  const [progress, setProgress] = useState<Progress>(null);
  const isBusy = form.formState.isSubmitting;
  const { blocker, allowLeave, keepGuard } = useUnsavedChangesGuard(useHasChanges(form, room));

  const submit = form.handleSubmit(async (input) => {
    try {
      const images = await uploadRoomImages(input, files, uploadImage, {
        progress: (done, total) => setProgress({ done, total }),
        // Each upload stays in its slot at once, so a retry uploads only what failed or changed.
        uploaded: (picked, url) => {
          keepUploadedImage(form, picked, url);
          release(picked);
        },
      });
      setProgress(null);
      // A successful save navigates away (All Rooms): that is no unsaved change to ask about.
      allowLeave();
      await onSave({ ...input, ...images });
    } catch (error) {
      keepGuard();
      setProgress(null);
      if (error instanceof RoomImagesUploadError) markFailedSlots(form, error);
      toast.error(<FailureToast detail={(error as Error).message} />);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-8">
        <FormSection title="Room">
          <RoomBasicsFields />
        </FormSection>
        <FormSection title="Images">
          <RoomImagesFields pick={pick} disabled={isBusy} />
        </FormSection>
        <FormSection title="Facilities and description">
          <div className="flex flex-col gap-6">
            <FacilitiesField />
            <DescriptionField />
          </div>
        </FormSection>
        {roomsSection && <FormSection title="Rooms">{roomsSection}</FormSection>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn btn-primary sm:min-w-48" disabled={isBusy}>
            {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {submitLabel}
          </button>
          {progress && progress.total > 0 && <UploadProgress {...progress} />}
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  );
}

/**
 * Asks whether the form's values differ from what it opened with, reading them at the moment of
 * asking (issue 24: a Back right after typing must be caught). Compared by value rather than
 * react-hook-form's `isDirty`, which stayed false in the browser build after typing.
 */
function useHasChanges(form: RoomFormApi, room: Room | undefined): () => boolean {
  const [initial] = useState(() => snapshotOf(roomFormDefaults(room)));
  const { getValues } = form;
  return useCallback(() => snapshotOf(getValues()) !== initial, [getValues, initial]);
}

/** The values as comparable text: keys sorted, and an empty field the same as one not yet registered. */
function snapshotOf(values: Partial<RoomFormValues>): string {
  const filled = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify(filled.sort(([a], [b]) => a.localeCompare(b)));
}

type RoomFormApi = UseFormReturn<RoomFormValues, unknown, RoomInput>;

/** Puts the uploaded `url` in every slot that still holds the picked file's value `picked`. */
function keepUploadedImage(form: RoomFormApi, picked: string, url: string): void {
  const { image, gallery = [] } = form.getValues();
  if (image === picked) form.setValue('image', url);
  if (gallery.includes(picked))
    form.setValue(
      'gallery',
      gallery.map((value) => (value === picked ? url : value)),
    );
}

/** Marks each refused image's field with the server's message (issue 24: say which slot is wrong). */
function markFailedSlots(form: RoomFormApi, error: RoomImagesUploadError): void {
  for (const { slot, message } of error.failures) {
    form.setError(slot === 'image' ? 'image' : `gallery.${slot}`, { message }, { shouldFocus: false });
  }
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function UploadProgress({ done, total }: { done: number; total: number }) {
  return (
    <div role="status" className="flex flex-1 items-center gap-3 text-sm">
      <progress className="progress progress-primary w-40" value={done} max={total} aria-label="Image upload progress" />
      <span>
        Uploading images… {done} of {total}
      </span>
    </div>
  );
}

function FailureToast({ detail }: { detail: string }) {
  return (
    <span className="flex flex-col">
      <strong>{messages.somethingWrong}</strong>
      {detail && detail !== messages.somethingWrong && <span className="text-sm whitespace-pre-line">{detail}</span>}
    </span>
  );
}
