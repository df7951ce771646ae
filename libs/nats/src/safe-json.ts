/** JSON.parse that answers null for text that is not JSON (a notice from a peer is checked by its schema next). */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
