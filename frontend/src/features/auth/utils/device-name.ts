/** Browsers, most specific first: Edge, Opera and Samsung Internet also say "Chrome" and "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: iPhones say "like Mac OS X", Android says "Linux". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A friendly name for the device behind a User-Agent string: "Firefox on Linux", "Safari on
 * iPhone", "Chrome" or "Unknown device".
 */
export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  if (!text) return 'Unknown device';
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return 'Unknown device';
}
