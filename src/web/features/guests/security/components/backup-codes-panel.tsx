/**
 * The backup codes, shown once (issue 29): each signs in once when the phone is not at hand. Copy
 * puts them on the clipboard, Print prints the page (the dashboard menu and these buttons are left off
 * paper); "I have saved them" closes the panel.
 */
import toast from 'react-hot-toast';

/** `codes` as a list to copy or print; `onDone` when the user says they are saved. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them by hand.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Save your backup codes</h3>
      <p className="text-sm">Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ul aria-label="Backup codes" className="grid grid-cols-1 gap-2 rounded-box bg-base-200 p-4 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2" data-print="hide">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
          Print codes
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
