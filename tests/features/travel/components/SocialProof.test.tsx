import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SocialProof from '@/features/travel/components/SocialProof';
import { renderWithProviders } from '../../../support/render';

const rating = (name: string) => ({
  code: 'GRP-ALPS',
  nps: 9,
  description: `Eine wunderbare Reise, sagt ${name}.`,
  user: { firstname: name },
});

describe('social proof (spec part 1 §2, §9)', () => {
  it('shows real ratings with the first name, and links to /r/{code}', async () => {
    await renderWithProviders(
      <SocialProof
        travelCode="GRP-ALPS"
        ratings={{ kind: 'real', ratings: ['Petra', 'Jonas', 'Sabine', 'Lukas'].map(rating) }}
        benefits={[]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Eine wunderbare Reise, sagt Petra.– Petra',
      'Eine wunderbare Reise, sagt Jonas.– Jonas',
      'Eine wunderbare Reise, sagt Sabine.– Sabine',
    ]);
    expect(screen.getByRole('link', { name: 'Alle Bewertungen lesen' })).toHaveAttribute('href', '/r/GRP-ALPS');
  });

  it('a whitelabel page hides the rating overview and keeps the selling points (spec part 2 §2)', async () => {
    const benefits = [{ id: 1, name: 'Kleine Gruppen', content: 'Nie mehr als 16.' }];
    await renderWithProviders(
      <SocialProof
        travelCode="GRP-ALPS"
        ratings={{ kind: 'real', ratings: ['Petra'].map(rating) }}
        benefits={benefits}
        showRatings={false}
      />,
    );
    expect(screen.queryByText(/Eine wunderbare Reise/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alle Bewertungen lesen' })).toBeNull();
    expect(screen.getByText('Nie mehr als 16.')).toBeInTheDocument();
  });

  it('shows the fixed defaults with fewer qualifying ratings, and the selling points', async () => {
    const benefits = [{ id: 1, name: 'Kleine Gruppen', content: 'Nie mehr als 16.' }];
    await renderWithProviders(
      <SocialProof travelCode="IND-ICELAND" ratings={{ kind: 'defaults' }} benefits={benefits} />,
      { language: 'en' },
    );
    expect(screen.getByText('More than 95 % of our guests would travel with us again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why travel with us' })).toBeInTheDocument();
    expect(screen.getByText('Nie mehr als 16.')).toBeInTheDocument();
  });
});
