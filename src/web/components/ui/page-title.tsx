/**
 * The document title of the page that renders it (e.g. "Rooms · Hotel Booking"). React 19 puts a
 * `<title>` rendered anywhere into `<head>` in the browser; on the server, plugins/web-entry.ts
 * moves the rendered one into the page's head (decision 023).
 */
export function PageTitle({ text }: { text: string }) {
  return <title>{text}</title>;
}
