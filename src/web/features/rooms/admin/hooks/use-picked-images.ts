import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Files the admin picked for the room form's image slots, keyed by their object URL (the
 * value the slot holds until the file is uploaded). Object URLs are revoked when replaced,
 * once uploaded, and when the form goes away.
 */
export function usePickedImages() {
  // One Map for the form's lifetime; it never drives rendering (the slots' values do).
  const [files] = useState(() => new Map<string, File>());

  useEffect(
    () => () => {
      for (const url of files.keys()) URL.revokeObjectURL(url);
      files.clear();
    },
    [files],
  );

  /** Registers `file` for a slot that held `previous`; returns the slot's new value. */
  const pick = useCallback(
    (file: File, previous: string): string => {
      forget(files, previous);
      const url = URL.createObjectURL(file);
      files.set(url, file);
      return url;
    },
    [files],
  );

  /** Drops a picked file once its slot holds the uploaded URL. */
  const release = useCallback((url: string) => forget(files, url), [files]);

  return useMemo(() => ({ files, pick, release }), [files, pick, release]);
}

function forget(files: Map<string, File>, url: string): void {
  if (!files.has(url)) return;
  URL.revokeObjectURL(url);
  files.delete(url);
}
