/**
 * The enrolment's QR code (issue 29): the otpauth:// URI drawn as one SVG path with `uqr`, loaded
 * only when a user sets up two-factor sign-in (it is not in any other page's JavaScript).
 */
import { useEffect, useState } from 'react';

/** The SVG path of `uri`'s QR code (one unit square per dark module) and its size in modules. */
async function qrPathOf(uri: string): Promise<{ d: string; size: number }> {
  const { encode } = await import('uqr');
  const { data, size } = encode(uri, { ecc: 'M', border: 2 });
  const squares = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : '')));
  return { d: squares.join(''), size };
}

/** The QR code of `uri` for an authenticator app to scan; a placeholder of the same size while it loads. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void qrPathOf(uri).then((drawn) => isCurrent && setQr(drawn));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  if (!qr) return <div className="skeleton size-48" aria-hidden="true" />;
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      className="size-48 rounded bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
