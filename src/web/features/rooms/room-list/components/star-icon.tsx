/**
 * A room card's rating star, inline as components/ui/first-page-icons.tsx explains (the first page loads them; issue 25).
 */
import { InlineIcon, type IconProps } from '#web/components/ui/inline-icon.tsx';

/** HiStar of react-icons/hi2 (a room card's rating). */
export function StarIcon(props: IconProps) {
  return (
    <InlineIcon look="filled" {...props}>
      <path
        fillRule="evenodd"
        d="M10.788 3.21c.448-1.077 1.976-1.077 2.424 0l2.082 5.006 5.404.434c1.164.093 1.636 1.545.749 2.305l-4.117 3.527 1.257 5.273c.271 1.136-.964 2.033-1.96 1.425L12 18.354 7.373 21.18c-.996.608-2.231-.29-1.96-1.425l1.257-5.273-4.117-3.527c-.887-.76-.415-2.212.749-2.305l5.404-.434 2.082-5.005Z"
        clipRule="evenodd"
      />
    </InlineIcon>
  );
}
