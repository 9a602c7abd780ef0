interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label: string;
  inline?: boolean;
}

export function Spinner({ label, inline = false }: SpinnerProps) {
  return (
    <span className={inline ? 'spinner spinner--inline' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className={inline ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </span>
  );
}
