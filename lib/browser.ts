import fs from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

// Playwright cannot download its own browser on machines without internet access,
// so prefer the distribution's Chromium and fall back to Playwright's bundled one.
const SYSTEM_CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((p): p is string => Boolean(p));

// Flags that keep a headless Chromium from phoning home (the network here is closed)
// and let it run as root inside containers.
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
