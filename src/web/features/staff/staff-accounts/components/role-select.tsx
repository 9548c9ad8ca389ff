import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLE_LABELS, type Role } from '#shared/domain/staff-roles.ts';

/** A labelled role select of `roles` (named by ROLE_LABELS), with its validation message. */
export function RoleSelect({
  id,
  roles,
  registration,
  error,
}: {
  id: string;
  roles: readonly Role[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Role
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {role === 'guest' ? 'Guest (no staff access)' : ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
