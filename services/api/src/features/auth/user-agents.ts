/** Browsers by the token that names them, most specific first (Edge and Opera also say "Chrome", Chrome also says "Safari"). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first (Android says "Linux", iPhones say "like Mac OS X"). */
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android" from a User-Agent header; what is not recognised is named plainly. */
export function describeBrowser(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}
