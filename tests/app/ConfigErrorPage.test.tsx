import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { parsePageConfig } from '@/config/page-config';
import { renderWithProviders } from '../support/render';

describe('a wrong page configuration', () => {
  it('shows what is wrong, translated, with a way on', async () => {
    const result = parsePageConfig({ pathname: '/b/GRP-ALPS', search: '?pax=viele&date=morgen' }, null);
    if (result.ok) throw new Error('expected issues');
    await renderWithProviders(<ConfigErrorPage issues={result.issues} cleanUrl={result.cleanUrl} />);
    expect(screen.getByRole('heading', { name: 'Diese Seite ist falsch aufgerufen' })).toBeInTheDocument();
    expect(screen.getByText('Der Wert für „pax“ ist ungültig.')).toBeInTheDocument();
    expect(screen.getByText('Das Datum muss die Form JJJJ-MM-TT haben.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buchungsseite ohne diese Angaben öffnen' })).toHaveAttribute(
      'href',
      '/b/GRP-ALPS',
    );
  });
});
