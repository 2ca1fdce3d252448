// The Chromium the suites and benchmarks launch: the system's where there is one (readers' browser,
// no download), else Playwright's.
import fs from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

const SYSTEM_CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((p): p is string => Boolean(p));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function systemChromium(): string | undefined {
  return SYSTEM_CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = systemChromium();
  return executablePath ? {executablePath, args: CHROMIUM_ARGS} : {args: CHROMIUM_ARGS};
}
