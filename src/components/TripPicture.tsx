import { useState } from 'react';
import type { TripImage } from '@/api/schemas';

/**
 * The trip's picture in the formats the reply offers (the browser takes the first it reads), its
 * size set so nothing moves as it loads. A picture that fails to load is left out, not shown
 * broken: every page looks whole without it.
 */
export function TripPicture({
  image,
  className,
  lazy = false,
}: {
  image: TripImage | null;
  className: string;
  /** Far down a list: loaded as it comes near the screen. */
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image.src) return null;
  return (
    <picture className={className}>
      {image.sources.map((source) =>
        source ? <source key={source.src} srcSet={source.src} type={source.type} /> : null,
      )}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={lazy ? 'lazy' : undefined}
        onError={() => setFailed(image.src)}
      />
    </picture>
  );
}
