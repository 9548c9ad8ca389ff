/**
 * The guest register form of check-in (issue 28): identity, guests and their companions' names
 * (one field per other guest), and for a foreign national passport, visa and travel. Checked
 * with the API's own zod schema before it is sent; the server checks it again.
 */
import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ID_TYPE_LABELS, ID_TYPES } from '#shared/schemas/desk-vocabularies.ts';
import { BANGLADESH, FOREIGNER_FIELDS, guestRegisterBodySchema, type GuestRegister } from '#shared/schemas/guest-register.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useCheckIn } from '../api/stays-api.ts';
import { listCountries } from '../lib/countries.ts';

type Values = Omit<GuestRegister, 'adults' | 'children' | 'idNumber' | keyof typeof FOREIGNER_FIELDS> & {
  idNumber: string;
  adults: string;
  children: string;
} & Record<keyof typeof FOREIGNER_FIELDS, string>;

function defaultsOf(register: GuestRegister): Values {
  const foreign = Object.fromEntries(
    Object.keys(FOREIGNER_FIELDS).map((k) => [k, register[k as keyof typeof FOREIGNER_FIELDS] ?? '']),
  ) as Record<keyof typeof FOREIGNER_FIELDS, string>;
  return {
    ...register,
    ...foreign,
    idNumber: register.idNumber ?? '',
    adults: String(register.adults),
    children: String(register.children),
  };
}

/** The form; `onCheckedIn` runs after the server checked the guest in. */
export function GuestRegisterForm({
  bookingId,
  register,
  canCheckIn,
  onCheckedIn,
}: {
  bookingId: string;
  register: GuestRegister;
  canCheckIn: boolean;
  onCheckedIn: () => void;
}) {
  const countries = useMemo(() => listCountries(), []);
  const checkIn = useCheckIn(bookingId);
  const form = useForm<Values>({ defaultValues: defaultsOf(register) });
  const { register: field, formState, setError, handleSubmit, control } = form;
  const errors = formState.errors;
  const [adults, children, nationality] = useWatch({ control, name: ['adults', 'children', 'nationality'] });
  const others = Math.max(0, (Number(adults) || 0) + (Number(children) || 0) - 1);
  const isForeign = nationality !== BANGLADESH;

  async function submit(values: Values) {
    const companions = Array.from({ length: Math.min(others, 40) }, (_, i) => values.companions[i] ?? '');
    const foreign = isForeign ? {} : Object.fromEntries(Object.keys(FOREIGNER_FIELDS).map((k) => [k, '']));
    const parsed = guestRegisterBodySchema.safeParse({ ...values, ...foreign, companions });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path.join('.') as FieldPath<Values>, { message: issue.message });
      toast.error(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    try {
      await checkIn.mutateAsync({ ...values, ...foreign, companions });
      toast.success('Checked in');
      onCheckedIn();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The guest could not be checked in');
    }
  }

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby="register-heading"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="register-heading" className="mb-3 font-semibold">
        Guest register
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="reg-name" label="Full name" registration={field('fullName')} error={errors.fullName} autoComplete="off" />
        <FormField id="reg-phone" label="Phone (01… or +…)" registration={field('phone')} error={errors.phone} inputMode="tel" />
        <div className="sm:col-span-2">
          <FormField id="reg-address" label="Address" registration={field('address')} error={errors.address} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="reg-nationality" className="text-sm font-medium">
            Nationality
          </label>
          <select id="reg-nationality" className="select w-full" {...field('nationality')}>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="reg-id-type" className="text-sm font-medium">
            ID type
          </label>
          <select id="reg-id-type" className="select w-full" {...field('idType')}>
            {ID_TYPES.map((t) => (
              <option key={t} value={t}>
                {ID_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <FormField id="reg-id-number" label="ID number" registration={field('idNumber')} error={errors.idNumber} autoComplete="off" />
        <div className="grid grid-cols-2 gap-3">
          <FormField id="reg-adults" label="Adults" type="number" min={1} registration={field('adults')} error={errors.adults} />
          <FormField id="reg-children" label="Children" type="number" min={0} registration={field('children')} error={errors.children} />
        </div>
        {Array.from({ length: Math.min(others, 40) }, (_, i) => (
          <FormField
            key={i}
            id={`reg-companion-${i}`}
            label={`Other guest ${i + 1}: name`}
            registration={field(`companions.${i}`)}
            error={errors.companions?.[i] ?? (i === 0 ? errors.companions : undefined)}
          />
        ))}
      </div>
      {isForeign && (
        <fieldset className="mt-4 grid gap-3 rounded-box border border-base-300 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">Foreign national: passport, visa and travel</legend>
          {(Object.keys(FOREIGNER_FIELDS) as Array<keyof typeof FOREIGNER_FIELDS>).map((key) => (
            <FormField
              key={key}
              id={`reg-${key}`}
              label={FOREIGNER_FIELDS[key]}
              registration={field(key)}
              error={errors[key]}
              autoComplete="off"
            />
          ))}
        </fieldset>
      )}
      <button type="submit" className="btn btn-primary mt-4" disabled={!canCheckIn || checkIn.isPending}>
        {checkIn.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Check in
      </button>
    </form>
  );
}
