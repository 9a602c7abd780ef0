/** A field's error below it, with the id the field's aria-describedby names; nothing without an error. */
export function FieldErrorText({ id, text }: { id: string; text: string | null | undefined | false }) {
  return text ? (
    <p id={id} className="form-row__error">
      {text}
    </p>
  ) : null;
}
