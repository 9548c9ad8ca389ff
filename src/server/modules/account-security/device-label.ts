/**
 * A session's device in words (issue 29, "see your sessions"): "Chrome 131 on Windows 10" from
 * the user agent better-auth stored with the session, parsed by bowser (MIT; ua-parser-js 2 is
 * AGPL). The user agent is what the browser claims, so the label is a hint, not a proof.
 */
import Bowser from 'bowser';
import { DEVICE_KINDS } from '#shared/schemas/account-security.ts';

type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The label and kind of `userAgent` ("Unknown device" / 'unknown' when nothing is readable). */
export function describeDevice(userAgent: string | null): { device: string; kind: DeviceKind } {
  if (!userAgent) return { device: 'Unknown device', kind: 'unknown' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = DEVICE_KINDS.find((k) => k === platform.type) ?? 'unknown';
  const browserName = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  const osName = os.name ? [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  if (browserName && osName) return { device: `${browserName} on ${osName}`, kind };
  return { device: browserName || osName || 'Unknown device', kind };
}
