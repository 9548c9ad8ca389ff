/**
 * react-hot-toast's <Toaster>, mounted once the app has started and its chunk has loaded, so
 * the first page does not carry it (issue 25). The server and the browser's first render both
 * render nothing here, so hydration sees the same tree. A toast shown before the chunk came is
 * in react-hot-toast's store and appears as the Toaster mounts (lib/lazy-toast.ts).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { loadToastModule } from '#web/lib/lazy-toast.ts';

/** <Toaster {...props}> after start; nothing before. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let isMounted = true;
    void loadToastModule().then(({ Toaster: loaded }) => {
      if (isMounted) setToaster(() => loaded);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  // A toast still on screen is not part of a printed card or list (issue 28: the registration card).
  return Toaster ? (
    <div data-print="hide">
      <Toaster {...props} />
    </div>
  ) : null;
}
