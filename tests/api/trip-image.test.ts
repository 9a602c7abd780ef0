import { describe, expect, it } from 'vitest';
import { z } from '@/config/z';
import { travelSchema } from '@/api/schemas';
import { travelListSchema } from '@/api/schemas/travel-list';
import { paymentStatusSchema } from '@/api/schemas/payment';

const picture = {
  src: '/pictures/GRP-ALPS.jpg',
  alt: 'Gipfel über Almwiesen',
  width: 480,
  height: 320,
  sources: [{ src: '/pictures/GRP-ALPS.webp', type: 'image/webp' }],
};
const imageOf = (image: unknown) => z.parse(travelSchema, { code: 'X-1', name: 'Reise', image }).image;

describe("a trip's picture (docs/api/trip-image.md)", () => {
  it('is read with its alt text, size and further formats', () => {
    expect(imageOf(picture)).toEqual(picture);
    expect(imageOf({ ...picture, src: 'https://cdn.example.com/a.jpg' })?.src).toBe('https://cdn.example.com/a.jpg');
  });

  it('is optional: missing or null is none, and the trip stays', () => {
    expect(z.parse(travelSchema, { code: 'X-1', name: 'Reise' }).image).toBeNull();
    expect(imageOf(null)).toBeNull();
  });

  it('an alt text left out is empty; a broken further format is left out, the picture stays', () => {
    const { alt: _alt, ...noAlt } = picture;
    expect(imageOf(noAlt)?.alt).toBe('');
    expect(imageOf({ ...picture, sources: [{ src: 'javascript:alert(1)', type: 'image/webp' }] })?.sources).toEqual([
      null,
    ]);
  });

  it.each([
    ['an http address', { ...picture, src: 'http://cdn.example.com/a.jpg' }],
    ['another host without a scheme', { ...picture, src: '//evil.example/a.jpg' }],
    ['a backslash host', { ...picture, src: '/\\evil.example/a.jpg' }],
    ['javascript:', { ...picture, src: 'javascript:alert(1)' }],
    ['data:', { ...picture, src: 'data:image/png;base64,AAAA' }],
    ['no size', { ...picture, width: undefined }],
    ['a size of 0', { ...picture, height: 0 }],
    ['a size beyond 10,000', { ...picture, width: 20_000 }],
    ['a string', 'GRP-ALPS.jpg'],
  ])('%s makes the picture none, never the trip', (_name, image) => {
    expect(z.parse(travelSchema, { code: 'X-1', name: 'Reise', image })).toMatchObject({ code: 'X-1', image: null });
  });

  it("the finder's trips and the payment page's status carry it the same way", () => {
    expect(z.parse(travelListSchema, [{ code: 'X-1', name: 'Reise', image: picture }])[0]?.image).toEqual(picture);
    expect(z.parse(travelListSchema, [{ code: 'X-1', name: 'Reise', image: 'x' }])[0]?.image).toBeNull();
    expect(z.parse(paymentStatusSchema, { amountDue: 10, image: picture }).image).toEqual(picture);
    expect(z.parse(paymentStatusSchema, { amountDue: 10 }).image).toBeNull();
  });
});
