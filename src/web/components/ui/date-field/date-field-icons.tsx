/**
 * The date field's icons, inline as components/ui/first-page-icons.tsx explains (the first page loads them; issue 25).
 */
import { InlineIcon, type IconProps } from '#web/components/ui/inline-icon.tsx';

/** FiCalendar of react-icons/fi (the date field's calendar button). */
export function CalendarIcon(props: IconProps) {
  return (
    <InlineIcon look="stroked" {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" ry="2" />
      <line x1="16" y1="2" x2="16" y2="6" />
      <line x1="8" y1="2" x2="8" y2="6" />
      <line x1="3" y1="10" x2="21" y2="10" />
    </InlineIcon>
  );
}

/** FiX of react-icons/fi (the date field's clear button). */
export function ClearIcon(props: IconProps) {
  return (
    <InlineIcon look="stroked" {...props}>
      <line x1="18" y1="6" x2="6" y2="18" />
      <line x1="6" y1="6" x2="18" y2="18" />
    </InlineIcon>
  );
}
