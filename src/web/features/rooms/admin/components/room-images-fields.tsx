import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePickerField } from '#web/components/ui/image-picker-field.tsx';
import { GALLERY_SLOTS, imageSlotLabel, type RoomFormValues } from '../lib/room-form-values.ts';

/**
 * The main image and the five additional image slots (docs/product/screens.md#add-room-and-edit-room, docs/product/rules.md#constants). Each slot keeps its
 * uploaded URL or takes a new file; `pick` turns a file into the slot's value (an object URL).
 * A slot whose upload the server refused shows the server's message under it (issue 24).
 */
export function RoomImagesFields({ pick, disabled }: { pick: (file: File, previous: string) => string; disabled: boolean }) {
  const {
    control,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useFormContext<RoomFormValues>();
  const image = useWatch({ control, name: 'image' }) ?? '';
  const gallery = useWatch({ control, name: 'gallery' }) ?? [];
  const galleryError = errors.gallery?.message ?? errors.gallery?.root?.message;
  const options = { shouldValidate: isSubmitted, shouldDirty: true };

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-sm">
        <ImagePickerField
          id="room-image"
          label={imageSlotLabel('image')}
          previewUrl={image}
          error={errors.image?.message}
          disabled={disabled}
          onSelect={(file) => {
            clearErrors('image');
            setValue('image', pick(file, image), options);
          }}
        />
      </div>
      <fieldset aria-describedby={galleryError ? 'room-gallery-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">Additional images (five)</legend>
        {galleryError && (
          <p id="room-gallery-error" className="mb-2 text-sm text-error">
            {galleryError}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {Array.from({ length: GALLERY_SLOTS }, (_, index) => (
            <ImagePickerField
              key={index}
              id={`room-gallery-${index + 1}`}
              label={imageSlotLabel(index)}
              error={errors.gallery?.[index]?.message}
              previewUrl={gallery[index] ?? ''}
              isInvalid={Boolean(galleryError) && !gallery[index]}
              describedBy="room-gallery-error"
              disabled={disabled}
              onSelect={(file) => {
                clearErrors(`gallery.${index}`);
                const next = Array.from({ length: GALLERY_SLOTS }, (_, i) => gallery[i] ?? '');
                next[index] = pick(file, next[index]);
                setValue('gallery', next, options);
              }}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
