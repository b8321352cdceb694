// A browser and system name for the Sessions tab, from the User-Agent saved with the session.
// Rough on purpose: the member only needs to recognise their own devices. Order matters, since
// Edge and Opera also say "Chrome", and Chrome also says "Safari".
const browsers: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: Array<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  const ua = userAgent ?? "";
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
