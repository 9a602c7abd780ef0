import type { CardBrand } from '@/domain/validation/card';

/** Each card network's name, as its mark says it. */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  diners: 'Diners Club',
  maestro: 'Maestro',
} as const satisfies Record<CardBrand, string>;

/** Two overlapping discs with their lens (Mastercard, Maestro): left, right, overlap colours. */
const discs = (left: string, right: string, overlap: string) => (
  <>
    <circle cx="16" cy="13" r="8" fill={left} />
    <circle cx="24" cy="13" r="8" fill={right} />
    <path d="M20 6.07a8 8 0 0 1 0 13.86a8 8 0 0 1 0-13.86z" fill={overlap} />
  </>
);

const ARTWORK: Record<CardBrand, JSX.Element> = {
  visa: (
    <text
      x="20"
      y="17.5"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="12"
      fontStyle="italic"
      fontWeight="800"
      fill="#1434cb"
    >
      VISA
    </text>
  ),
  mastercard: discs('#eb001b', '#f79e1b', '#ff5f00'),
  maestro: discs('#009ddd', '#ed0006', '#7375cf'),
  diners: (
    <>
      <circle cx="20" cy="13" r="9" fill="#0079be" />
      <circle cx="20" cy="13" r="6.5" fill="#fff" />
      <path d="M18.6 7.8a5.3 5.3 0 0 0 0 10.4zM21.4 7.8v10.4a5.3 5.3 0 0 0 0-10.4z" fill="#0079be" />
    </>
  ),
};

/**
 * A card network's acceptance mark, drawn here (no image from another site): a white card with the
 * network's colours. It always stands beside the network's written name, so it is decoration:
 * hidden from screen readers and left alone by a page translator.
 */
export function CardBrandMark({ brand }: { brand: CardBrand }) {
  return (
    <svg
      // 'notranslate': a page translator leaves the mark's lettering alone.
      className="card-mark notranslate"
      viewBox="0 0 40 26"
      width="40"
      height="26"
      focusable="false"
      aria-hidden="true"
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#fff" stroke="#c9d1d5" />
      {ARTWORK[brand]}
    </svg>
  );
}

/** The marks of every network the card form takes, in a row (the words beside them say the same). */
export function CardBrandMarks() {
  return (
    <span className="card-marks" aria-hidden="true">
      {(Object.keys(CARD_BRAND_NAMES) as CardBrand[]).map((brand) => (
        <CardBrandMark key={brand} brand={brand} />
      ))}
    </span>
  );
}
