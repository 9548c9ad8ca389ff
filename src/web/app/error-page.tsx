import { useEffect } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router';
import { ErrorIcon } from '#web/components/ui/first-page-icons.tsx';
import { messages } from '#shared/messages.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * The generic error page of docs/product/screens.md#error-page: unknown routes and render errors. `nested` when it
 * renders inside a layout that already has the <main> landmark (the `*` routes).
 */
export function ErrorPage({ nested = false }: { nested?: boolean }) {
  const navigate = useNavigate();
  const error = useRouteError();

  useEffect(() => {
    if (error) console.error(error);
    document.title = `${messages.somethingWrong} · Hotel Booking`;
  }, [error]);

  const Root = nested ? 'section' : 'main';
  return (
    <Root id={nested ? undefined : 'main'} className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <ErrorIcon aria-hidden="true" className="size-20 text-error" />
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{messages.somethingWrong}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
          Go back
        </button>
        <Link to={paths.home} className="btn btn-primary">
          Take Me Home
        </Link>
      </div>
    </Root>
  );
}
