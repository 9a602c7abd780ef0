import { describe, expect, it } from 'vitest';
import { readSalesContact } from '@/config/sales-contact';

describe('the sales contact of the embedded page configuration (issue 23)', () => {
  it.each([
    [
      'a phone and an e-mail',
      '{"salesContact":{"phone":"+49 89 1234 5678","email":"verkauf@example.com"}}',
      { phone: '+49 89 1234 5678', email: 'verkauf@example.com' },
    ],
    ['no configuration', null, null],
    ['none in it', '{"travelCode":"GRP-ALPS"}', null],
    ['a script for a phone', '{"salesContact":{"phone":"<script>","email":"verkauf@example.com"}}', null],
    ['no e-mail', '{"salesContact":{"phone":"+49 89 1234 5678"}}', null],
    ['broken JSON', '{"salesContact":', null],
  ] as const)('%s', (_name, embedded, expected) => {
    expect(readSalesContact(embedded)).toEqual(expected);
  });
});
