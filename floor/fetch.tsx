// The second floor (npm run lighthouse): React only, asking for the trip and its dates as soon as
// its script runs (GET /fapi/travel/GRP-ALPS and /fapi/schedule/GRP-ALPS, the same server), then
// the trip's heading and a table of its first 20 dates, with the app's styles. The booking page
// should paint sooner than this: it does the same job with its replies in the page.
import { createRoot } from 'react-dom/client';
import { FloorPage } from './floor-page';

interface Trip {
  name: string;
}
interface Departure {
  erpId: string;
  start: string;
  end: string;
  price: number;
}

const ask = <T,>(path: string) =>
  fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': 'de' } }).then((r) => r.json() as Promise<T>);
const day = (iso: string) => iso.split('-').reverse().join('.');

const container = document.getElementById('root');
if (container)
  void Promise.all([ask<Trip>('/fapi/travel/GRP-ALPS'), ask<Departure[]>('/fapi/schedule/GRP-ALPS')]).then(
    ([trip, dates]) =>
      createRoot(container).render(
        <FloorPage
          title={trip.name}
          rows={dates.slice(0, 20).map((date) => ({
            key: date.erpId,
            start: day(date.start),
            end: day(date.end),
            price: `€ ${date.price.toLocaleString('de-DE')},–`,
          }))}
        />,
      ),
  );
