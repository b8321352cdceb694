// Do Not Track and Global Privacy Control: when either is on, no usage data is collected at all
// (the privacy policy promises it), so PostHog is not even downloaded.
type Signals = { doNotTrack?: string | null; globalPrivacyControl?: boolean; msDoNotTrack?: string | null };

export function trackingRefused(nav: Signals | undefined, win?: { doNotTrack?: string | null }): boolean {
  if (!nav) return true;
  const dnt = nav.doNotTrack ?? nav.msDoNotTrack ?? win?.doNotTrack;
  return dnt === "1" || dnt === "yes" || nav.globalPrivacyControl === true;
}
