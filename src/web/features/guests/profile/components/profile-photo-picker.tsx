import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { uiText } from '#web/lib/ui-text.ts';

/**
 * The profile photo with a "Change photo" file input (docs/product/screens.md#edit-profile). A picked image is
 * previewed at once and uploaded when the form is saved; a non-image is refused with a message.
 */
export function ProfilePhotoPicker({
  name,
  photo,
  file,
  disabled,
  onPick,
}: {
  name: string;
  /** The saved photo URL, if any. */
  photo: string | null;
  /** The newly picked file, if any. */
  file: File | null;
  disabled?: boolean;
  onPick: (file: File) => void;
}) {
  const [isRejected, setIsRejected] = useState(false);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const isImage = picked.type.startsWith('image/');
    setIsRejected(!isImage);
    if (isImage) onPick(picked);
    // A refused file must not stay selected as if it were the new photo.
    else event.target.value = '';
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
      <Avatar name={name || '?'} photo={previewUrl ?? photo} size="size-24" alt="" />
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label htmlFor="profile-photo" className="text-sm font-medium">
          Change photo
        </label>
        <input
          id="profile-photo"
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={onChange}
          className={`file-input file-input-sm w-full sm:w-72 ${isRejected ? 'file-input-error' : ''}`}
          aria-invalid={isRejected || undefined}
          aria-describedby={isRejected ? 'profile-photo-error' : undefined}
        />
        {isRejected && (
          <p id="profile-photo-error" className="text-sm text-error">
            {uiText.imageFileOnly}
          </p>
        )}
        {file && !isRejected && <p className="text-xs text-base-content/75">New photo chosen: it is saved with the form.</p>}
      </div>
    </div>
  );
}
