import { apiRequest, throwIfFailed } from '#web/lib/api-client.ts';

/**
 * GET /api/invoice/{tranId}: the payment's PDF invoice, fetched with the session cookie and
 * saved through a temporary object URL (an <a href> to the API would lose our error handling).
 */

/** The file name the server suggests in Content-Disposition, else `invoice-{tranId}.pdf`. */
function invoiceFileName(disposition: string | null, tranId: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain || `invoice-${tranId}.pdf`;
}

/** Downloads and saves the invoice of `tranId`. Throws ApiError with the server's message on failure. */
export async function downloadInvoice(tranId: string): Promise<void> {
  // Through the api-client, so a lapsed session signs out and goes to /login like every call.
  const response = await apiRequest(`/invoice/${encodeURIComponent(tranId)}`);
  await throwIfFailed(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(response.headers.get('content-disposition'), tranId);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the save before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
