import { expect, expectNoAxeViolations, test } from './fixtures';

test('in English, the trip finder narrows by filters and a search, keeps them on reload, and opens the trip in the page language', async ({
  page,
}) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: '9 trips found' })).toBeVisible();
  await expectNoAxeViolations(page, 'the trip finder');
  await page.getByRole('checkbox', { name: 'Africa' }).check();
  await expect(page.getByRole('heading', { name: '2 trips found' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cruise' }).check();
  await expect(page.getByRole('heading', { name: '1 trip found' })).toBeVisible();
  // Back undoes the last filter, forward brings it again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: '2 trips found' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Cruise' })).not.toBeChecked();
  await page.goForward();
  await expect(page.getByRole('heading', { name: '1 trip found' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Cruise' })).toBeChecked();
  await expect(page.getByRole('heading', { name: '1 trip found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset all filters' }).click();
  await expect(page.getByRole('heading', { name: '9 trips found' })).toBeVisible();

  // By keyboard: type, see the search box's suggestions, search with Enter, open the trip.
  await page.getByRole('searchbox', { name: 'Search for a trip' }).focus();
  await page.keyboard.type('Dolomites');
  await expect(page.getByRole('navigation', { name: 'Suggestions' }).getByRole('link')).toHaveText([
    'Dolomites with your dog: hiking around the Three Peaks',
  ]);
  await expectNoAxeViolations(page, 'the suggestions');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '1 trip found' })).toBeFocused();
  await expect(page).toHaveURL(/\/en\/\?q=Dolomites$/);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: 'Dolomites with your dog: hiking around the Three Peaks', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  // The link opens the trip with its next date preselected.
  await expect(page).toHaveURL(/\/en\/b\/NOF-DOLOMITES\?date=\d{4}-\d{2}-\d{2}#\/schedule/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dolomites with your dog: hiking around the Three Peaks',
  );
});

test('nothing found says so; a period that ends before it starts is marked; a broken value is dropped, not an error page', async ({
  page,
}) => {
  await page.goto('/?q=Atlantis&start=2027-06-01&end=2027-05-01&region=mars&pax=zwei');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Reisen' })).toBeVisible();
  await expect(
    page.getByText('Keine Reise passt zu deiner Auswahl. Ändere die Filter oder setze sie zurück.'),
  ).toBeVisible();
  await expect(page.getByText('Das Ende des Zeitraums liegt vor seinem Beginn.')).toBeVisible();
  await expectNoAxeViolations(page, 'nothing found');
});
