import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1100), height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const url = process.argv[2];
await page.goto(url);
await page.waitForTimeout(2500);
for (const step of (process.argv[4] ?? '').split(';').filter(Boolean)) { await eval(`(async () => { ${step} })()`); await page.waitForTimeout(500); }
await page.screenshot({ path: process.argv[3], fullPage: true });
console.log('url now', page.url());
await browser.close();
