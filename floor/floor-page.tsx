import '../src/styles/app.css';

export interface FloorRow {
  key: string;
  start: string;
  end: string;
  price: string;
}

/** What both floor pages paint: the trip's heading and a table of dates, with the app's styles. */
export function FloorPage({ title, rows }: { title: string; rows: FloorRow[] }) {
  return (
    <main className="main">
      <h1 className="booking-header__title">{title}</h1>
      <table className="schedule-table">
        <thead>
          <tr>
            <th scope="col">Anreise</th>
            <th scope="col">Abreise</th>
            <th scope="col">ab</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.start}</td>
              <td>{row.end}</td>
              <td>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
