/** The first `length` characters of a text, with an ellipsis when cut (list previews, SPEC.md section 9). */
export function previewText(text: string | null | undefined, length: number): string {
  const value = (text ?? '').trim();
  return value.length > length ? `${value.slice(0, length).trimEnd()}...` : value;
}
