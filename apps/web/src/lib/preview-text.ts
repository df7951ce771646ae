/**
 * A list preview (SPEC.md section 9) as the server sends it: the text already cut to its
 * first `length` characters (PRODUCT.md section 2: a list carries previews). A preview that
 * reached `length` was cut there, so it gets an ellipsis.
 */
export function previewText(preview: string | null | undefined, length: number): string {
  const raw = preview ?? '';
  const value = raw.trim();
  return raw.length >= length && value ? `${value.trimEnd()}...` : value;
}
