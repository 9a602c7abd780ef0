/**
 * A small, valid PDF of the pre-contract information (VVI) for the demo: one A4 page of text in
 * Helvetica (WinAnsi, so German umlauts print), the same from the service worker and from Node.
 */
export function buildVviPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    '20 TL',
    ...lines.map((line, i) => `${i === 1 ? '/F1 11 Tf ' : ''}(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is Latin-1 (escape() saw to it): one byte each, in the browser and in Node.
  return Uint8Array.from(pdf, (c) => c.charCodeAt(0));
}

interface VviBooking {
  travelCode?: string;
  pax?: number;
  schedule?: { start?: string; end?: string } | null;
  rooms?: { schedule?: { roomTypeDescription?: string; roomType?: string }; travellers?: unknown[] }[];
  totals?: { totalPrice?: number };
  travelAgency?: { companyName?: string; erpId?: string } | null;
  user?: { firstname?: string; lastname?: string } | null;
  additionalUsers?: ({ firstname?: string; lastname?: string } | null)[];
}

/** The lines of the demo VVI for a posted booking: the trip (named when the catalogue knows it), dates, travellers, rooms and price. */
export function vviLines(booking: VviBooking, supplier: string, tripName?: string): string[] {
  const date = (value?: string) => (value ? value.slice(0, 10).split('-').reverse().join('.') : '–');
  const names = [booking.user, ...(booking.additionalUsers ?? [])]
    .map((person) => [person?.firstname, person?.lastname].filter(Boolean).join(' ').trim())
    .filter((name) => name !== '');
  return [
    'Vorvertragliche Informationen (VVI)',
    `Veranstalter: ${supplier}`,
    `Reise: ${tripName ? `${tripName} (${booking.travelCode ?? '–'})` : (booking.travelCode ?? '–')}`,
    `Termin: ${date(booking.schedule?.start)} bis ${date(booking.schedule?.end)}`,
    `Reisende: ${booking.pax ?? '–'}${names.length > 0 ? ` (${names.join(', ')})` : ''}`,
    ...(booking.rooms ?? []).map(
      (room, i) =>
        `Zimmer ${i + 1}: ${room.schedule?.roomTypeDescription || room.schedule?.roomType || '–'}, ${room.travellers?.length ?? 0} Person(en)`,
    ),
    `Gesamtpreis: ${booking.totals?.totalPrice !== undefined ? `EUR ${booking.totals.totalPrice.toFixed(2).replace('.', ',')}` : '–'}`,
    `Reisebüro: ${booking.travelAgency?.companyName ?? '–'} (${booking.travelAgency?.erpId ?? '–'})`,
    'Es gelten die Allgemeinen Reisebedingungen des Veranstalters.',
  ];
}
