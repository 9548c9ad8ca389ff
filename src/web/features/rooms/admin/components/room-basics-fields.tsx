import { useFormContext, useWatch } from 'react-hook-form';
import { humanizeCategory, ROOM_CATEGORIES } from '#shared/domain/humanize-category.ts';
import { MAX_ROOM_PRICE_BDT } from '#shared/domain/stay-limits.ts';
import type { RoomFormValues } from '../lib/room-form-values.ts';
import { FormField } from '#web/components/ui/form-field.tsx';

/** Title, price (BDT per night), category (the six of docs/product/entities.md#room-categories) and capacity. */
export function RoomBasicsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RoomFormValues>();
  // The select's value is passed as a prop, not only set through the registered ref: the
  // placeholder option is disabled, and without a value the browser selects the first category,
  // so an unchosen category passed the form's check (issue 25: removing it failed admin.spec.ts).
  const category = useWatch({ control, name: 'category' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormField id="room-title" label="Title" autoComplete="off" registration={register('title')} error={errors.title} />
      </div>
      <FormField
        id="room-price"
        label="Price per night (BDT)"
        type="number"
        inputMode="decimal"
        min={1}
        max={MAX_ROOM_PRICE_BDT}
        step="any"
        registration={register('price')}
        error={errors.price}
      />
      <FormField
        id="room-capacity"
        label="Capacity (guests)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        registration={register('capacity')}
        error={errors.capacity}
      />
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor="room-category" className="text-sm font-medium">
          Category
        </label>
        <select
          id="room-category"
          className={`select w-full ${errors.category ? 'select-error' : ''}`}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'room-category-error' : undefined}
          {...register('category')}
          value={category ?? ''}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {ROOM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {humanizeCategory(category)}
            </option>
          ))}
        </select>
        {errors.category?.message && (
          <p id="room-category-error" className="text-sm text-error">
            {errors.category.message}
          </p>
        )}
      </div>
    </div>
  );
}
