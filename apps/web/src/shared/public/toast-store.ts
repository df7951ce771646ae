/** The one toast of the light shell (SPEC.md section 9: at most one at a time); a new one replaces it. */
export type ToastMessage = {
  id: number;
  /** `error` is the destructive variant, announced at once (role alert); `success` politely (role status). */
  kind: 'success' | 'error';
  title: string;
  description?: string;
};

let shown: ToastMessage | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastMessage | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function subscribeToToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shownToast(): ToastMessage | null {
  return shown;
}

export function putToast(kind: ToastMessage['kind'], title: string, description?: string): void {
  lastId += 1;
  publish({ id: lastId, kind, title, description });
}

/** Dismisses the toast, if it is still the one shown. */
export function dismissToast(id: number): void {
  if (shown?.id === id) publish(null);
}
