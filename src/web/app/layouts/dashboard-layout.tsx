import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { HiBars3 } from 'react-icons/hi2';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useFocusTrap } from '#web/lib/use-focus-trap.ts';
import { useTwoFactorRequiredRedirect } from '#web/lib/use-two-factor-required.ts';
import { StepUpProvider } from '#web/components/step-up/step-up-provider.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';

/**
 * Dashboard layout of docs/product/screens.md#dashboard-layout: a daisyUI drawer (always open on lg, toggled on small
 * screens) with the user header and the role's menu. A loader shows until the record loads. Pages get the
 * step-up dialog (issue 29), and a TWO_FACTOR_REQUIRED answer sends staff to the security page.
 */
export default function DashboardLayout() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const side = useRef<HTMLDivElement>(null);
  // While the small-screen drawer is open, Tab stays inside it (issue #12).
  useFocusTrap(side, open);
  // Issue 29: staff without a second factor (when required) are sent to the security page.
  useTwoFactorRequiredRedirect();

  /** Closes the small-screen drawer and gives focus back to its toggle. */
  const close = useCallback(() => {
    setOpen(false);
    if (window.matchMedia('(max-width: 1023px)').matches) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The drawer becomes visible after a short CSS transition delay; focus its first link then.
    let frame = 0;
    const started = performance.now();
    const focusFirst = () => {
      const sidebar = side.current;
      if (sidebar && getComputedStyle(sidebar).visibility === 'visible') {
        sidebar.querySelector<HTMLElement>('a, button:not(.drawer-overlay)')?.focus();
      } else if (performance.now() - started < 1000) {
        frame = requestAnimationFrame(focusFirst);
      }
    };
    frame = requestAnimationFrame(focusFirst);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  if (!user) return <Spinner label="Loading your dashboard…" className="min-h-screen" />;

  return (
    <div className="drawer min-h-screen bg-base-200 lg:drawer-open">
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-screen min-w-0 flex-col">
        <header
          data-print="hide"
          className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-base-300 bg-base-100 px-4 lg:hidden"
        >
          <button
            ref={toggle}
            type="button"
            className="btn btn-ghost btn-square"
            aria-label="Open dashboard menu"
            aria-expanded={open}
            aria-controls="dashboard-sidebar"
            onClick={() => setOpen(true)}
          >
            <HiBars3 aria-hidden="true" className="size-6" />
          </button>
          <span className="font-display text-lg font-semibold">Dashboard</span>
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-10">
          {/* Issue 29: money actions ask for the second factor again through one dialog. */}
          <StepUpProvider>
            <Outlet />
          </StepUpProvider>
        </main>
      </div>
      <div data-print="hide" className="drawer-side z-40" id="dashboard-sidebar" ref={side}>
        <button type="button" className="drawer-overlay lg:hidden" aria-label="Close dashboard menu" tabIndex={-1} onClick={close} />
        <DashboardSidebar user={user} onNavigate={close} />
      </div>
    </div>
  );
}
