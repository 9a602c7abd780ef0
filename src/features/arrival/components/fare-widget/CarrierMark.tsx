import { useState } from 'react';

/**
 * The carrier's logo from the flight service (spec part 2 §3), beside its name; a logo that fails
 * goes, and the name stays. Without a name the code is written out instead of the logo.
 */
export function CarrierMark({ code, name }: { code: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return name ? null : <span className="carrier carrier--name">{code}</span>;
  return (
    <img
      className="carrier"
      src={`/airline/${encodeURIComponent(code)}`}
      alt={name ? '' : code}
      width={24}
      height={24}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
