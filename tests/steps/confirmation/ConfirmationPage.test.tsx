import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../src/api/schemas/index';
import { createI18n } from '../../../src/app/i18n';
import { ConfirmationPage } from '../../../src/steps/confirmation/ConfirmationPage';
import { createTestClient } from '../../support/api';
import { createSchedule } from '../../support/data';
import { mock } from '../../support/mock-server';

describe('the confirmation page', () => {
  it.each([
    ['de', 'Termin', 'Reisende'],
    ['en', 'Dates', 'Travellers'],
    ['it', 'Date', 'Viaggiatori'],
  ] as const)('%s: names the booking, its dates and travellers in its own texts, loaded as the page loads them', async (language, dates, travellers) => {
    const schedule = createSchedule();
    mock.db.state.bookings.push({ bookingNo: 'ASI-100007', travelCode: 'GRP-ALPS', createdAt: '2026-11-21T10:00:00Z', language, payload: bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 2, schedule }) as unknown as Record<string, unknown> });
    // As boot does: only the core texts are there before the page asks for its own.
    const i18n = await createI18n(language);
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ConfirmationPage api={createTestClient(language)} bookingNo="ASI-100007" language={language} />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText(dates)).toBeInTheDocument();
    expect(screen.getByText(travellers)).toBeInTheDocument();
    expect(screen.getAllByText('ASI-100007', { exact: false }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('⚠');
  });
});
