import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, route } from './respond';

export const reportHandlers = (db: MockDatabase) => {
  const user = () => db.catalogue.users.find((u) => u.id === db.state.loggedInUserId) ?? null;
  const rowsFor = (predicate: (payload: Record<string, unknown>) => boolean) =>
    db.state.bookings
      .filter((b) => predicate(b.payload))
      .map((b) => {
        const schedule = (b.payload.schedule ?? {}) as { start?: string; end?: string };
        const totals = (b.payload.totals ?? {}) as { totalPrice?: number };
        return { b, start: schedule.start ?? '', end: schedule.end ?? '', total: totals.totalPrice ?? 0 };
      });
  return [
    http.get(
      api('/fapi/report/sell'),
      route(db, () => {
        const agency = user();
        if (!agency?.isTravelAgency) return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
        return HttpResponse.json(
          rowsFor((p) => (p.travelAgency as { erpId?: string } | null)?.erpId === agency.erpId).map(
            ({ b, start, total }) => ({
              bookingNo: b.bookingNo,
              travelCode: b.travelCode,
              travelName: db.catalogue.travels[b.travelCode]?.name ?? b.travelCode,
              start,
              pax: Number(b.payload.pax ?? 0),
              totalPrice: total,
              customer:
                `${(b.payload.user as { firstname?: string })?.firstname ?? ''} ${(b.payload.user as { lastname?: string })?.lastname ?? ''}`.trim(),
            }),
          ),
        );
      }),
    ),
    http.get(
      api('/fapi/report/user'),
      route(db, () => {
        const customer = user();
        if (!customer) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
        return HttpResponse.json(
          rowsFor((p) => (p.user as { email?: string } | null)?.email === customer.email).map(
            ({ b, start, end, total }) => ({
              bookingNo: b.bookingNo,
              travelCode: b.travelCode,
              travelName: db.catalogue.travels[b.travelCode]?.name ?? b.travelCode,
              start,
              end,
              totalPrice: total,
              paid: 0,
            }),
          ),
        );
      }),
    ),
  ];
};
