import type { ReactNode } from 'react';
import './busy-box.css';

/** The box of a waiting overlay (fare search, submit): a large spinner beside what is happening, and what the overlay adds (a cancel button). */
export function BusyBox({ children }: { children: ReactNode }) {
  return (
    <div className="busy-box">
      <span className="spinner__circle" aria-hidden="true" />
      {children}
    </div>
  );
}
