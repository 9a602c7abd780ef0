// Debian's Chromium for the measurement scripts, quiet (no background calls, no updates, no first-run pages).
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches Debian's Chromium (CHROMIUM_PATH to use another) with the quiet arguments. */
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
