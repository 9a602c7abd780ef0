import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceOverview } from '@/features/pricing/components/PriceOverview';
import { renderWithProviders } from '../../../support/render';
import { createTestStore } from '../../../support/store';

const SALES = {
  phone: '+49 89 1234 5678',
  email: 'verkauf@example.com',
  hours: { de: 'Mo–Fr 9–18 Uhr', en: 'Mon–Fri 9 am–6 pm' },
};

describe('the price box names whom to call where a person may hesitate (issue 39 §3)', () => {
  it.each([
    ['de', 'Fragen zur Reise? Wir sind für dich da: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)'],
    ['en', "Questions about the trip? We're here for you: +49 89 1234 5678 (Mon–Fri 9 am–6 pm)"],
    ['it', 'Domande sul viaggio? Siamo qui per te: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)'],
  ] as const)('%s: the phone with its hours, a link to call', async (language, line) => {
    const store = createTestStore(
      { settings: { cardEndpoint: null, pagePolicy: null, salesContact: SALES } },
      language,
    );
    await renderWithProviders(<PriceOverview />, { store, language });
    expect(screen.getByText(line.split(' +49')[0] ?? '', { exact: false }).textContent).toBe(line);
    expect(screen.getByRole('link', { name: '+49 89 1234 5678' })).toHaveAttribute('href', 'tel:+498912345678');
  });

  it('without a sales contact in the configuration it names none', async () => {
    await renderWithProviders(<PriceOverview />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
