import { useId, useState, type ChangeEvent } from 'react';
import { HiPhoto } from 'react-icons/hi2';
import { uiText } from '#web/lib/ui-text.ts';

/**
 * One image slot: a preview of the current image (an uploaded URL or a picked file's object
 * URL) and a file input that accepts only images (accept="image/*" plus a MIME check, docs/product/rules.md#images
 * "Images must be image files"). A refused file leaves the current image in place.
 */
export function ImagePickerField({
  id,
  label,
  previewUrl,
  error,
  isInvalid = false,
  describedBy,
  disabled,
  onSelect,
}: {
  id: string;
  label: string;
  /** The image shown now; "" when the slot is empty. */
  previewUrl: string;
  /** The form's message for this slot (e.g. "Main Image Missing"). */
  error?: string;
  /** Marks the slot invalid when the message is shown elsewhere (e.g. once for a group). */
  isInvalid?: boolean;
  /** Id of that group message, so screen readers hear it on this input. */
  describedBy?: string;
  disabled?: boolean;
  onSelect: (file: File) => void;
}) {
  const [isRejected, setIsRejected] = useState(false);
  const errorId = useId();
  const message = isRejected ? uiText.imageFileOnly : error;
  const hasError = Boolean(message) || isInvalid;
  const describedByIds = [message ? errorId : null, isInvalid ? describedBy : null].filter(Boolean).join(' ');

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const isImage = file.type.startsWith('image/');
    setIsRejected(!isImage);
    if (isImage) onSelect(file);
    // Clearing lets the same file be picked again after a replacement or a refusal.
    event.target.value = '';
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className={`aspect-[4/3] overflow-hidden rounded-box border bg-base-200 ${hasError ? 'border-error' : 'border-base-300'}`}>
        {previewUrl ? (
          <img src={previewUrl} alt={`${label} preview`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-base-content/75" aria-hidden="true">
            <HiPhoto className="size-10" />
            <span className="text-xs">No image yet</span>
          </div>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        onChange={handleChange}
        className={`file-input file-input-sm w-full ${hasError ? 'file-input-error' : ''}`}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      {message && (
        <p id={errorId} className="text-sm text-error">
          {message}
        </p>
      )}
    </div>
  );
}
