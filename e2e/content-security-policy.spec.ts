import { dateButtons, expect, expectNoAxeViolations, test } from './fixtures';

test('the preview serves the strict policy and the app runs under it', async ({ page, watch }) => {
  const response = await page.goto('/b/GRP-ALPS');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  await expect(dateButtons(page).first()).toBeEnabled();
  await expectNoAxeViolations(page, 'step 1 under the strict policy');
  // zod runs jitless: parsing every reply above caused no eval and no violation (the fixture checks).
  // The policy is enforced, not only sent: an injected inline script does not run and is reported.
  watch.allowed.push(/inline script|script-src-elem inline/);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  expect(reported.some((v) => v.startsWith('script-src'))).toBe(true);
});

test('the build carries the policy itself: a <meta> CSP in index.html, so a server without the header is still covered', async ({
  page,
}) => {
  const html = await (await page.request.get('/b/GRP-ALPS')).text();
  const meta =
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;/g, "'") ?? '';
  expect(meta).toContain("script-src 'self'");
  expect(meta).toContain("object-src 'none'");
  expect(meta).not.toContain('unsafe');
  expect(meta).not.toContain('frame-ancestors');
});

test('the policy lets the page reach the card payment provider its configuration names, and no other site', async ({
  page,
  watch,
}) => {
  const provider = `http://127.0.0.1:${process.env.STAND_IN_PROVIDER_PORT ?? 4184}`;
  const response = await page.goto('/payment/ASI-9001');
  expect(response?.headers()['content-security-policy'] ?? '').toContain(`connect-src 'self' ${provider};`);
  const html = await (await page.request.get('/payment/ASI-9001')).text();
  expect(html.replace(/&#39;/g, "'")).toContain(`connect-src 'self' ${provider};`);
  await expect(page.getByText('Hallo Frau Muster,')).toBeVisible();
  await expectNoAxeViolations(page, 'the payment page under its policy');
  // The provider answers the page; another origin is refused by the policy before any request leaves.
  watch.allowed.push(/4199/);
  const reached = await page.evaluate(async (origin) => {
    const tryFetch = (url: string) =>
      fetch(url).then(
        () => true,
        () => false,
      );
    return {
      provider: await tryFetch(`${origin}/charges/none`),
      other: await tryFetch('http://127.0.0.1:4199/charges/none'),
    };
  }, provider);
  expect(reached).toEqual({ provider: true, other: false });
  const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  expect(reported.some((v) => v.startsWith('connect-src') && v.includes('4199'))).toBe(true);
});
