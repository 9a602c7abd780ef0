import type { ApiClient } from './client';

/**
 * POST /web2print/vvi (spec part 2 §7): the booking plus vviOnly, pdf and addAGB, all true; the
 * reply is the PDF, saved as VVI.pdf. The organizer goes along as on the VVI form's address.
 */
export async function fetchVviPdf(client: ApiClient, booking: object, supplier: string): Promise<Blob> {
  const reply = await client.request('/web2print/vvi', {
    method: 'POST',
    query: { supplier },
    body: { ...booking, vviOnly: true, pdf: true, addAGB: true },
    responseType: 'blob',
    timeoutMs: 60_000,
  });
  return reply as Blob;
}
