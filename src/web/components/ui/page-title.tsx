import { useEffect } from 'react';

/**
 * The document title of the page that renders it (e.g. "Rooms · Hotel Booking"). React 19
 * hoists a `<title>` rendered anywhere into `<head>`; the browser build runs on Preact
 * (docs/decisions/017-browser-build-on-preact.md), which does not, so in the browser the title
 * is set in an effect. The server's first render (React) still gets the element, which
 * plugins/web-pages.ts moves into the head.
 */
export function PageTitle({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, [text]);
  return typeof document === 'undefined' ? <title>{text}</title> : null;
}
