/**
 * "Two-factor sign-in" on the security page (issue 29, decision 031), for guests and staff alike:
 * off → confirm the password → scan the QR code (or type the setup key) → first code → the backup
 * codes, shown once → on. When on: new backup codes, or turn it off (each after the password).
 * Staff sent here by a TWO_FACTOR_REQUIRED answer see the server's message on top.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth.tsx';
import { fetchSession } from '#web/lib/auth-flows.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { disableTwoFactor, regenerateBackupCodes, startEnrolment, type Enrolment } from '#web/lib/two-factor-api.ts';
import type { TwoFactorRequiredState } from '#web/lib/use-two-factor-required.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { BackupCodesPanel } from './backup-codes-panel.tsx';
import { PasswordConfirmForm } from './password-confirm-form.tsx';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { name: 'scan'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[] };

const submitLabels = { enable: 'Continue', disable: 'Turn off', codes: 'Show new codes' } as const;

export function TwoFactorSection() {
  const { refreshUser } = useAuth();
  const location = useLocation();
  const requiredMessage = (location.state as Partial<TwoFactorRequiredState> | null)?.twoFactorRequired;
  const session = useQuery({ queryKey: queryKeys.session, queryFn: ({ signal }) => fetchSession(signal) });
  const isOn = session.data?.user.twoFactorEnabled === true;
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const idle = () => setStep({ name: 'idle' });

  async function confirmPassword(purpose: 'enable' | 'disable' | 'codes', password: string) {
    if (purpose === 'enable') return setStep({ name: 'scan', enrolment: await startEnrolment(password) });
    if (purpose === 'codes') return setStep({ name: 'codes', codes: await regenerateBackupCodes(password) });
    await disableTwoFactor(password);
    await refreshUser();
    toast.success('Two-factor sign-in is off');
    idle();
  }

  async function verified(enrolment: Enrolment) {
    setStep({ name: 'codes', codes: enrolment.backupCodes });
    await refreshUser();
    toast.success('Two-factor sign-in is on');
  }

  return (
    <section aria-labelledby="two-factor-title" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="two-factor-title" className="card-title font-display">
            Two-factor sign-in
          </h2>
          {session.data && <span className={`badge ${isOn ? 'badge-success' : 'badge-ghost'}`}>{isOn ? 'On' : 'Off'}</span>}
        </div>
        {requiredMessage && !isOn && (
          <div role="alert" className="alert alert-warning">
            {requiredMessage}.
          </div>
        )}
        <p className="text-sm">
          After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password alone does not open
          your account.
        </p>
        {step.name === 'idle' && !isOn && (
          <div>
            <button type="button" className="btn btn-primary" onClick={() => setStep({ name: 'password', purpose: 'enable' })}>
              Turn on two-factor sign-in
            </button>
          </div>
        )}
        {step.name === 'idle' && isOn && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline" onClick={() => setStep({ name: 'password', purpose: 'codes' })}>
              New backup codes
            </button>
            <button type="button" className="btn btn-outline btn-error" onClick={() => setStep({ name: 'password', purpose: 'disable' })}>
              Turn off
            </button>
          </div>
        )}
        {step.name === 'password' && (
          <PasswordConfirmForm
            submitLabel={submitLabels[step.purpose]}
            onConfirm={(password) => confirmPassword(step.purpose, password)}
            onCancel={idle}
          />
        )}
        {step.name === 'scan' && (
          <AuthenticatorSetup totpURI={step.enrolment.totpURI} onVerified={() => void verified(step.enrolment)} onCancel={idle} />
        )}
        {step.name === 'codes' && <BackupCodesPanel codes={step.codes} onDone={idle} />}
      </div>
    </section>
  );
}
