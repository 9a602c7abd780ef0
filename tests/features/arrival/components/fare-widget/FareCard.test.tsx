import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Connection, Fare } from '@/api/schemas';
import { FareCard } from '@/features/arrival/components/fare-widget/FareCard';
import { renderWithProviders } from '../../../../support/render';
import { FlightTextsProvider } from '@/features/arrival/components/fare-widget/flight-texts';

const segment = (number: string, from: string, to: string, departure: string, arrival: string, layoverMs = 0) => ({
  departureDate: departure,
  arrivalDate: arrival,
  carrier: { code: number.slice(0, 2), hint: number.startsWith('XQ') ? 'SunExpress' : 'Lufthansa' },
  flightNumber: number,
  codeShare: number === 'LH 600' ? 'OS 7600' : null,
  equipmentCode: '32N',
  departureAirport: { name: from, code: from },
  arrivalAirport: { name: to, code: to },
  layoverMs,
});

function connection(
  legIndex: number,
  connectionIndex: number,
  {
    stops,
    depart,
    arrive,
    day = 0,
    segments,
  }: { stops: number; depart: string; arrive: string; day?: number; segments: ReturnType<typeof segment>[] },
): Connection {
  return {
    connectionIdentifier: { legIndex, connectionIndex },
    connectionHeader: {
      departureDate: '10.05.2027',
      departure: segments[0]?.departureAirport.code ?? '',
      arrival: segments.at(-1)?.arrivalAirport.code ?? '',
      departureDisplayTime: depart,
      arrivalDisplayTime: arrive,
      departureFullName: 'München',
      arrivalFullName: 'Amman Queen Alia',
      via: segments.slice(1).map((s) => s.departureAirport.code),
      travelStopps: stops,
      dayIndicator: day,
      legTravelTime: { daysStayOver: day, hours: 5, minutes: 30, addHours: 0 },
    },
    segments,
  };
}

const fare: Fare = {
  fareIndex: 1,
  listKey: 'F1',
  totalPrice: 1300,
  originalPrice: 1290,
  totalTime: 600,
  fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: true },
  fareInfoBox: { lastTicketingDate: '2027-04-20' },
  legIdentifiers: [],
  legs: [
    {
      index: 0,
      connections: [
        connection(0, 0, {
          stops: 0,
          depart: '06:05',
          arrive: '11:35',
          segments: [segment('LH 600', 'MUC', 'AMM', '2027-05-10T06:05:00', '2027-05-10T11:35:00')],
        }),
        connection(0, 1, {
          stops: 1,
          depart: '22:10',
          arrive: '05:40',
          day: 1,
          segments: [
            segment('XQ 100', 'MUC', 'IST', '2027-05-09T22:10:00', '2027-05-10T01:40:00', 3_600_000),
            segment('XQ 200', 'IST', 'AMM', '2027-05-10T02:40:00', '2027-05-10T05:40:00'),
          ],
        }),
      ],
    },
    {
      index: 1,
      connections: [
        connection(1, 0, {
          stops: 0,
          depart: '14:00',
          arrive: '18:30',
          segments: [segment('LH 601', 'AMM', 'MUC', '2027-05-17T14:00:00', '2027-05-17T18:30:00')],
        }),
      ],
    },
  ],
};

describe('a fare of the results (spec part 2 §3)', () => {
  it('shows the price, class, baggage and ticketing date, and per leg its connections', async () => {
    await renderWithProviders(
      <FlightTextsProvider>
        <FareCard fare={fare} price={400} onChoose={() => undefined} />
      </FlightTextsProvider>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: '+ €\u00a0400,–' })).toBeInTheDocument();
    expect(within(card).getByText('Klasse: Economy')).toBeInTheDocument();
    expect(within(card).getByText('Freigepäck inklusive')).toBeInTheDocument();
    expect(within(card).getByText('Ticketausstellung bis 20.04.2027')).toBeInTheDocument();
    // The airlines show without opening the details (issue 23).
    expect(within(card).getByText('Fluggesellschaften: Lufthansa, SunExpress')).toBeInTheDocument();
    const outbound = within(card).getByRole('group', { name: /^Hinflug am 10\.05\.2027/ });
    expect(within(outbound).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(outbound).getByRole('radio', {
        name: /^22:10 MUC\s*–\s*05:40\s*\(Ankunft am nächsten Tag\) AMM 5 Std\. 30 Min\. · 1 Umstieg über IST$/,
      }),
    ).toBeInTheDocument();
    // One connection: nothing to choose.
    expect(
      within(within(card).getByRole('group', { name: /^Rückflug am 17\.05\.2027/ })).queryAllByRole('radio'),
    ).toEqual([]);
  });

  it('a fare that costs no more than the included flight says so', async () => {
    await renderWithProviders(
      <FlightTextsProvider>
        <FareCard fare={fare} price={0} onChoose={() => undefined} />
      </FlightTextsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ohne Aufpreis' })).toBeInTheDocument();
  });

  it('shows the segments of the chosen connection: carrier, flight number, code share, layover; the name when the logo fails', async () => {
    const { user } = await renderWithProviders(
      <FlightTextsProvider>
        <FareCard fare={fare} price={400} onChoose={() => undefined} />
      </FlightTextsProvider>,
    );
    const outbound = screen.getByRole('group', { name: /^Hinflug/ });
    // The segments render once the details are opened.
    expect(within(outbound).queryByText(/Codeshare-Flug OS 7600/)).toBeNull();
    await user.click(within(outbound).getByText('Flugdetails'));
    expect(within(outbound).getByText(/Codeshare-Flug OS 7600/)).toBeInTheDocument();
    await user.click(within(outbound).getByRole('radio', { name: /22:10/ }));
    expect(within(outbound).getByText('1 Std. Aufenthalt in IST')).toBeInTheDocument();
    // The overnight segment is marked with the day it arrives.
    expect(within(outbound).getAllByText('(Ankunft am nächsten Tag)').length).toBeGreaterThan(1);
    // The logo sits beside the carrier's name; when it fails, the name stays and the image goes.
    const logos = [...outbound.querySelectorAll<HTMLImageElement>('img.carrier')];
    expect(logos.map((img) => img.getAttribute('src'))).toEqual(['/airline/XQ', '/airline/XQ']);
    expect(logos[0]?.getAttribute('alt')).toBe('');
    fireEvent.error(logos[0] as HTMLElement);
    expect(outbound.querySelectorAll('img.carrier')).toHaveLength(1);
    expect(within(outbound).getAllByText(/· SunExpress/)).toHaveLength(2);
    // The aircraft by its name, not its type code (issue 23).
    expect(within(outbound).getAllByText(/· Flugzeug: Airbus A320neo/)).toHaveLength(2);
    expect(within(outbound).queryByText(/32N/)).toBeNull();
  });

  it('choosing passes the fare and the connection chosen for each leg', async () => {
    const onChoose = vi.fn();
    const { user } = await renderWithProviders(
      <FlightTextsProvider>
        <FareCard fare={fare} price={400} onChoose={onChoose} />
      </FlightTextsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Diesen Flug wählen' }));
    await user.click(screen.getByRole('radio', { name: /22:10/ }));
    await user.click(screen.getByRole('button', { name: 'Diesen Flug wählen' }));
    expect(onChoose.mock.calls).toEqual([
      [fare, [0, 0]],
      [fare, [1, 0]],
    ]);
  });
});
