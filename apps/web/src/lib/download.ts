import { failureOf } from './http';

/** The file name of a `Content-Disposition: attachment; filename="..."` header (RFC 6266, plain or UTF-8). */
export function filenameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim());
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** A saved download: its file name and, when the server counts it (`X-Total-Count`), how many records it holds. */
export type Downloaded = { filename: string; total: number | undefined };

/**
 * GETs a file with the session cookie and saves it under the name the server gives in
 * Content-Disposition (else `fallbackName`), through an object URL and a temporary
 * `<a download>`. A non-OK answer throws an HttpError (`status: body`, failureOf).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<Downloaded> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw await failureOf(response);
  const blob = await response.blob();
  const counted = Number(response.headers.get('x-total-count') ?? Number.NaN);
  const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { filename, total: Number.isInteger(counted) && counted >= 0 ? counted : undefined };
}
