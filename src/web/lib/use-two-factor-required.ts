/**
 * Issue 29 (decision 031): with STAFF_TWO_FACTOR=required, a staff call of someone who has not set
 * up two-factor sign-in answers 403 TWO_FACTOR_REQUIRED. While the dashboard is open, that answer
 * sends them to the security page, with the server's message as a toast and on the page.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setTwoFactorRequiredHandler } from './api-client.ts';
import { showToast } from './lazy-toast.ts';
import { paths } from './paths.ts';

/** Location state of the security page when the dashboard sent the user there. */
export interface TwoFactorRequiredState {
  twoFactorRequired: string;
}

/** Registers the TWO_FACTOR_REQUIRED redirect for as long as the calling component is mounted. */
export function useTwoFactorRequiredRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let isShown = false;
    setTwoFactorRequiredHandler((message) => {
      // Several staff queries fail at once: one toast, one navigation.
      if (isShown) return;
      isShown = true;
      void showToast('error', message);
      const state: TwoFactorRequiredState = { twoFactorRequired: message };
      void Promise.resolve(navigate(paths.security, { state })).finally(() => {
        isShown = false;
      });
    });
    return () => setTwoFactorRequiredHandler(null);
  }, [navigate]);
}
