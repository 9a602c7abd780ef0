// The floor the booking page is measured against (npm run lighthouse): React only, the trip's
// heading and a 20-row table of dates, with the app's styles, nothing fetched. What the booking
// page needs beyond this (its data, store, texts, rules) is the cost its LCP ratio shows.
import { createRoot } from 'react-dom/client';
import { FloorPage } from './floor-page';

const rows = Array.from({ length: 20 }, (_, i) => {
  const start = new Date(Date.UTC(2027, 4, 1 + i * 7));
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const date = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');
  return {
    key: date(start),
    start: date(start),
    end: date(end),
    price: `€ ${(2490 + (i % 4) * 100).toLocaleString('de-DE')},–`,
  };
});

const container = document.getElementById('root');
if (container)
  createRoot(container).render(<FloorPage title="Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran" rows={rows} />);
