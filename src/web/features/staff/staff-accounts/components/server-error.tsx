/** The server's refusal inside a staff dialog (issue 29: "errors from the server shown in the dialog"), announced as it appears. */
export function ServerError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="alert alert-error text-sm">
      {error.message || 'Something Went Wrong!'}
    </p>
  );
}
