import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './toggletip.css';

/** A closed explanation stays in the page this long before it is removed (spec part 1 §9, part 2 §9: 5000 ms). */
export const TOGGLETIP_DISPOSE_MS = 5000;
/** A touch that moves less than this is a tap that closes the explanation; more is a scroll (spec part 2 §9: 20 px). */
export const TAP_TOLERANCE_PX = 20;
/** Below this much room under the button, the explanation opens above it (spec part 2 §9: popovers open below by default). */
const ROOM_BELOW_PX = 220;
/** The least room the explanation keeps to the screen's edges. */
const EDGE_PX = 12;

type Shown = 'open' | 'closing' | 'gone';

/**
 * A term explained where it stands ('auf Anfrage', 'Anzahlung', 'Sicherungsschein', the flex
 * tariff): a small 'i' button (its name says what it explains) that shows the explanation below
 * it, or above it near the bottom of the screen, in a live region, so a screen reader reads it when
 * it opens (the toggletip form of the WAI-ARIA disclosure pattern). The button, Escape, or a tap or
 * click elsewhere closes it; a touch that scrolls does not. A closed explanation is removed from
 * the page 5000 ms later.
 */
export function Toggletip({
  label,
  children,
  initiallyOpen = false,
}: {
  label: string;
  children: ReactNode;
  /** Open from the start (the component catalogue shows it so). */
  initiallyOpen?: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState<Shown>(initiallyOpen ? 'open' : 'gone');
  const [place, setPlace] = useState({ above: false, end: false });
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const dispose = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = shown === 'open';

  const close = (refocus: boolean) => {
    setShown('closing');
    if (dispose.current) clearTimeout(dispose.current);
    dispose.current = setTimeout(() => setShown('gone'), TOGGLETIP_DISPOSE_MS);
    if (refocus) button.current?.focus();
  };
  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    if (dispose.current) clearTimeout(dispose.current);
    const rect = button.current?.getBoundingClientRect();
    // Above near the screen's bottom; from the button's right edge in the right half, so it stays on screen.
    setPlace({
      above: rect ? window.innerHeight - rect.bottom < ROOM_BELOW_PX && rect.top > ROOM_BELOW_PX : false,
      end: rect ? rect.left > window.innerWidth / 2 : false,
    });
    setShown('open');
  };

  // While open: Escape closes (the focus back on the button); a click or a tap elsewhere closes.
  useEffect(() => {
    if (!open) return undefined;
    let start: { x: number; y: number } | null = null;
    const outside = (target: EventTarget | null) => !(target instanceof Node && box.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onDown = (event: PointerEvent) => {
      start = outside(event.target) ? { x: event.clientX, y: event.clientY } : null;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || !outside(event.target)) return;
      const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (moved < TAP_TOLERANCE_PX) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', onUp);
    };
  });

  // Opened, the explanation moves sideways as far as it must to stay on the screen (a phone's narrow width).
  useLayoutEffect(() => {
    const node = bubble.current;
    if (!open || !node) return;
    node.style.translate = '';
    const rect = node.getBoundingClientRect();
    const shift =
      rect.left < EDGE_PX
        ? EDGE_PX - rect.left
        : rect.right > window.innerWidth - EDGE_PX
          ? window.innerWidth - EDGE_PX - rect.right
          : 0;
    if (shift !== 0) node.style.translate = `${Math.round(shift)}px 0`;
  }, [open]);

  useEffect(
    () => () => {
      if (dispose.current) clearTimeout(dispose.current);
    },
    [],
  );

  return (
    <span ref={box} className="toggletip">
      <button
        ref={button}
        type="button"
        className="toggletip__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="status" className="toggletip__live">
        {shown === 'gone' ? null : (
          <span
            ref={bubble}
            className={`toggletip__bubble toggletip__bubble--${place.above ? 'top' : 'bottom'} toggletip__bubble--${place.end ? 'end' : 'start'}`}
            hidden={!open}
          >
            {children}
          </span>
        )}
      </span>
    </span>
  );
}
