/**
 * The `<svg>` around an inline icon, with the attributes react-icons gives its sets (issue 25:
 * the first page draws its few icons inline, see first-page-icons.tsx); its `look` is `filled` for the
 * Heroicons and Material sets, `stroked` for Feather. 24×24 view box, 1em by default.
 */
import type { ReactNode, SVGProps } from 'react';

/** What an icon takes: any SVG attribute (className for its size, aria-hidden, …). */
export type IconProps = SVGProps<SVGSVGElement>;

const LOOKS = {
  filled: { fill: 'currentColor', strokeWidth: '0' },
  stroked: { fill: 'none', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
} as const;

/** An icon's `<svg>` of `look` around `children` (its paths), with `props` on top. */
export function InlineIcon({ look, children, ...props }: IconProps & { look: keyof typeof LOOKS; children: ReactNode }) {
  return (
    <svg stroke="currentColor" viewBox="0 0 24 24" height="1em" width="1em" {...LOOKS[look]} {...props}>
      {children}
    </svg>
  );
}
