import type { ReactNode } from 'react';
// better-auth's client is not on the first page (issue 25); the pages whose forms call it
// fetch it with their own chunk, so a submit does not wait for it (lib/auth-flows.ts loadAuthClient).
import '#web/lib/auth-client.ts';

/** Centered card shell shared by the login and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100svh-4rem)] items-center justify-center bg-base-200 px-4 py-12">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-lg">
        <div className="card-body gap-5 p-6 sm:p-8">
          <header className="space-y-1 text-center">
            <h1 className="font-display text-3xl font-semibold">{title}</h1>
            <p className="text-base-content/75">{subtitle}</p>
          </header>
          {children}
          <div className="divider my-0">or</div>
          {footer}
        </div>
      </div>
    </div>
  );
}
