/** Round user photo, or the name's initial on a coloured disc when there is no photo. */
export function Avatar({
  name,
  photo,
  size = 'size-10',
  alt,
}: {
  name: string;
  photo: string | null | undefined;
  size?: string;
  /** Defaults to "{name}'s photo"; pass "" when the name is shown right beside it. */
  alt?: string;
}) {
  if (photo) {
    return (
      <img
        src={photo}
        alt={alt ?? `${name}'s photo`}
        className={`${size} shrink-0 rounded-full object-cover ring-2 ring-base-100`}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : (alt ?? name)}
      aria-hidden={alt === '' ? true : undefined}
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-content`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
