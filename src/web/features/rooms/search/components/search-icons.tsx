/**
 * The stay search form's icons, inline as components/ui/first-page-icons.tsx explains (the first page loads them; issue 25).
 */
import { InlineIcon, type IconProps } from '#web/components/ui/inline-icon.tsx';

/** FiSearch of react-icons/fi (the stay search's button). */
export function SearchIcon(props: IconProps) {
  return (
    <InlineIcon look="stroked" {...props}>
      <circle cx="11" cy="11" r="8" />
      <line x1="21" y1="21" x2="16.65" y2="16.65" />
    </InlineIcon>
  );
}

/** FiAlertCircle of react-icons/fi (the stay search's error). */
export function AlertCircleIcon(props: IconProps) {
  return (
    <InlineIcon look="stroked" {...props}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" y1="8" x2="12" y2="12" />
      <line x1="12" y1="16" x2="12.01" y2="16" />
    </InlineIcon>
  );
}
