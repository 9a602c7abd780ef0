import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingHeader } from '@/features/travel';
import { travel } from '@/features/travel/travel-slices';
import { renderWithProviders } from '../../../support/render';
import { createTestStore } from '../../../support/store';
import type { Language } from '@/config/page-config';

async function header(code: string, { showRating = true, language = 'de' as Language } = {}) {
  const store = createTestStore(undefined, language);
  await store.dispatch(travel.fetch({ code }));
  const loaded = store.getState().travel.data;
  if (!loaded) throw new Error(`no trip ${code}`);
  return renderWithProviders(<BookingHeader travel={loaded} showRating={showRating} />, { store, language });
}

describe('the rating beside the title (spec part 1 §9: real ratings from 8 qualifying)', () => {
  // GRP-ALPS on the mock: 9 qualifying (7, 8, 9, 10, 7, 8, 9, 10, 7) and two that do not (4, 10):
  // 89 / 11 = 8.09 of 10 → 4.0 of 5, from 11 ratings.
  it('shows the average of every rating on 5 stars and the count, linking to all ratings', async () => {
    await header('GRP-ALPS');
    const link = screen.getByRole('link', { name: '11 Bewertungen' });
    expect(link).toHaveAttribute('href', '/r/GRP-ALPS');
    expect(link.parentElement).toHaveTextContent('4,0 von 5 Sternen');
  });

  it('writes the average as the language does', async () => {
    await header('GRP-ALPS', { language: 'en' });
    expect(screen.getByRole('link', { name: '11 ratings' }).parentElement).toHaveTextContent('4.0 out of 5 stars');
  });

  it('no stars while fewer than 8 qualify (IND-ICELAND has 3), and none on a whitelabel page', async () => {
    const { unmount } = await header('IND-ICELAND');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Sternen/)).toBeNull();
    unmount();
    await header('GRP-ALPS', { showRating: false });
    expect(screen.queryByText(/Sternen/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Bewertungen/ })).toBeNull();
  });
});

describe("the trip's picture beside the title (docs/api/trip-image.md)", () => {
  it('shows the WebP or the JPEG with its alt text and its size set, in the page language', async () => {
    const { container } = await header('GRP-ALPS', { language: 'en' });
    const picture = screen.getByRole('img', {
      name: 'Snow-capped peaks above green alpine meadows, a hiking path leading up',
    });
    expect(picture).toHaveAttribute('src', '/demo-pictures/GRP-ALPS.jpg');
    expect(picture).toHaveAttribute('width', '480');
    expect(picture).toHaveAttribute('height', '320');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/webp');
  });

  it('a picture that fails to load is left out; the title and code stay', async () => {
    await header('GRP-ALPS');
    fireEvent.error(screen.getByRole('img', { name: /Schneebedeckte Gipfel/ }));
    expect(screen.queryByRole('img', { name: /Schneebedeckte Gipfel/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alpenüberquerung');
    expect(screen.getByText('GRP-ALPS')).toBeInTheDocument();
  });
});
