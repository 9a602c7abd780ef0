import { describe, expect, it } from 'vitest';
import { z } from '@/config/z';
import { zodFormResolver } from '@/lib/zod-resolver';

const schema = z.object({
  customer: z.object({
    firstname: z.string().check(z.minLength(1, 'required')),
    email: z.string().check(z.minLength(3, 'short'), z.maxLength(5, 'long')),
  }),
  travellers: z.array(z.object({ lastname: z.string().check(z.minLength(1, 'required')) })),
});
type Values = z.infer<typeof schema>;
const resolve = (values: Values) =>
  zodFormResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the zod resolver of the forms', () => {
  it('hands valid values on', async () => {
    const values = { customer: { firstname: 'Erika', email: 'e@x' }, travellers: [{ lastname: 'Muster' }] };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('puts each issue at its path, nested like the form, the first of a field only', async () => {
    const result = await resolve({
      customer: { firstname: '', email: 'toolongvalue' },
      travellers: [{ lastname: 'A' }, { lastname: '' }],
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      customer: { firstname: { type: 'too_small', message: 'required' }, email: { type: 'too_big', message: 'long' } },
      travellers: { 1: { lastname: { type: 'too_small', message: 'required' } } },
    });
  });
});
