/** A field's error below it, with the id the field's aria-describedby names; nothing without an error. */
export function FieldErrorText({ id, text }: { id: string; text: string | null | undefined | false }) {
  return text ? (
    <p id={id} className="form-row__error">
      {text}
    </p>
  ) : null;
}

/**
 * What a field with an error says (spec part 2 §5 'field title attribute present: the title is the
 * message'): a field that carries a title says it instead of the generic rule's words; no error, no message.
 */
export function fieldMessage(error: string | null | undefined, title: string | undefined): string | null {
  if (!error) return null;
  return title?.trim() ? title : error;
}
