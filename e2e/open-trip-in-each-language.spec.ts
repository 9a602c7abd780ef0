import { dateButtons, expect, expectNoAxeViolations, test } from './fixtures';

const LANGUAGES = [
  {
    path: '/b/GRP-ALPS',
    lang: 'de',
    name: 'Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran',
    steps: ['Deine Reise', 'Deine Daten', 'Übersicht'],
    date: /^Termin .* auswählen$/,
  },
  {
    path: '/en/b/GRP-ALPS',
    lang: 'en',
    name: 'Crossing the Alps: on foot from Oberstdorf to Merano',
    steps: ['Your trip', 'Your details', 'Overview'],
    date: /^Select the dates /,
  },
  {
    path: '/it/b/GRP-ALPS',
    lang: 'it',
    name: 'Traversata delle Alpi: a piedi da Oberstdorf a Merano',
    steps: ['Il tuo viaggio', 'I tuoi dati', 'Riepilogo'],
    date: /^Scegli le date /,
  },
];

for (const { path, lang, name, steps, date } of LANGUAGES) {
  // The trip's content comes in the page language (Accept-Language).
  test(`opens GRP-ALPS in ${lang}: name, code, the three steps`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('GRP-ALPS', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const [index, step] of steps.entries()) {
      await expect(page.getByRole('listitem').filter({ hasText: step })).toContainText(`${index + 1}${step}`);
    }
    await expect(page.getByRole('button', { name: date }).first()).toBeEnabled();
    await expect(page.locator('body')).not.toContainText('⚠');
    await expectNoAxeViolations(page, `${path} step 1`);
  });
}

test('the landing page lists the demo trips and opens one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Unsere Reisen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '9 Reisen gefunden' })).toBeVisible();
  await expect(page.locator('.trip-card')).toHaveCount(9);
  await expectNoAxeViolations(page, 'landing page');
  await page
    .getByRole('link', { name: 'Island individuell: Ringstraße mit dem Mietwagen auf Italienisch buchen' })
    .click();
  // The trip's next date comes preselected, its name in Italian (item 26).
  await expect(page).toHaveURL(/\/it\/b\/IND-ICELAND\?date=\d{4}-\d{2}-\d{2}#\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Islanda su misura: la Ring Road in auto a noleggio',
  );
});

test('the language switch keeps the booking', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await dateButtons(page).nth(1).click();
  await page.getByLabel('Anzahl Reisende').fill('2');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByLabel('Number of travellers')).toHaveValue('2');
  await expect(page.getByText('Your dates')).toBeVisible();
});

test('social proof: real ratings for GRP-ALPS, the defaults for IND-ICELAND, and no trace when the selling points fail', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  const proof = page.getByRole('region', { name: 'Das sagen unsere Gäste' });
  await expect(proof.getByText('– Petra')).toBeVisible();
  await expect(proof.getByRole('link', { name: 'Alle Bewertungen lesen' })).toHaveAttribute('href', '/r/GRP-ALPS');
  await expect(proof.locator('.social-proof__benefits li')).toHaveCount(4);
  await page.goto('/b/IND-ICELAND?mockFail=usp:error');
  await expect(page.getByText('Über 95 % unserer Gäste würden mit uns wieder reisen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Darum mit uns reisen' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
