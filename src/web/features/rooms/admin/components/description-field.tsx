import { useFormContext, useWatch } from 'react-hook-form';
import { splitDescription } from '#shared/domain/description.ts';
import type { RoomFormValues } from '../lib/room-form-values.ts';

/** Description textarea with a live preview of its paragraphs (docs/product/rules.md#constants marker `&--&`). */
export function DescriptionField() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RoomFormValues>();
  const description = useWatch({ control, name: 'description' }) ?? '';
  const paragraphs = splitDescription(description);
  const error = errors.description?.message;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="room-description" className="text-sm font-medium">
          Description
        </label>
        <textarea
          id="room-description"
          rows={8}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`room-description-hint${error ? ' room-description-error' : ''}`}
          {...register('description')}
        />
        <p id="room-description-hint" className="text-sm text-base-content/75">
          Write <code className="rounded bg-base-200 px-1">&amp;--&amp;</code> between paragraphs.
        </p>
        {error && (
          <p id="room-description-error" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
      <section aria-labelledby="room-description-preview" className="rounded-box border border-dashed border-base-300 bg-base-200 p-4">
        <h3 id="room-description-preview" className="mb-2 text-sm font-semibold uppercase tracking-wide text-base-content/75">
          Preview
        </h3>
        {paragraphs.length === 0 ? (
          <p className="text-sm italic text-base-content/75">The paragraphs guests will read appear here.</p>
        ) : (
          <div className="flex flex-col gap-3" data-testid="description-preview">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
