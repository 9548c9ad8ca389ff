import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Public layout of docs/product/screens.md#public-layout: fixed top bar, page content, footer. */
export function MainLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <a href="#main" className="btn btn-primary btn-sm sr-only z-[60] focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-accent" aria-hidden="true" />}
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
