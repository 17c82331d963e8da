/** The visual "*" of a mandatory field; screen readers get aria-required from the control instead. */
export function RequiredMarker() {
  return (
    <span className="sf-field__required" aria-hidden="true">
      *
    </span>
  );
}
