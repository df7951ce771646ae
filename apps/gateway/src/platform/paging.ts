import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { ExportChunk, PageQuery } from '@warroom/contracts';
import type { WrittenPageBytes } from '@warroom/nats';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends one page of a list (PRODUCT.md section 2): the items as the JSON array (the bytes its
 * service wrote), the total in `X-Total-Count` and, while more remain, the next page in
 * `Link: <…>; rel="next"`. A page may hold fewer than `limit` items when they are large: the
 * next one starts after them.
 */
export function sendPage(
  reply: FastifyReply,
  request: FastifyRequest,
  query: PageQuery,
  page: WrittenPageBytes,
): Buffer {
  if (page.total === undefined) throw new Error('A page of a paged list came without its total');
  void reply.header('x-total-count', String(page.total));
  const items = sendItems(reply, page);
  const url = new URL(request.url, 'http://gateway');
  url.searchParams.set('limit', String(query.limit));
  if (page.next !== undefined || url.searchParams.has('after')) {
    // A list read by keyset: the next page starts after this one's last item; none, at the end.
    if (page.next !== undefined) {
      url.searchParams.delete('offset');
      url.searchParams.set('after', page.next);
      void reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
    }
    return items;
  }
  const next = query.offset + page.count;
  if (page.count > 0 && next < page.total) {
    url.searchParams.set('offset', String(next));
    void reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return items;
}

/** The page's items as the answer's JSON body: the bytes its service wrote, not copied. */
export function sendItems(reply: FastifyReply, page: WrittenPageBytes): Buffer {
  void reply.type('application/json; charset=utf-8');
  const { buffer, byteOffset, byteLength } = page.items;
  return Buffer.from(buffer, byteOffset, byteLength);
}

/**
 * Streams an export chunk by chunk, each asked of its service with where the last ended,
 * so that no message grows with the data (issue 14). The first chunk is awaited before
 * anything is sent: an empty export is still a 404 with the product's error body. The
 * total the file holds is in `X-Total-Count`.
 */
export async function streamExport(
  reply: FastifyReply,
  contentType: string,
  chunk: (cursor: string | null) => Promise<ExportChunk>,
): Promise<StreamableFile> {
  const first = await chunk(null);
  void reply.header('x-total-count', String(first.total));
  void reply.header('cache-control', 'no-store');
  async function* contents(): AsyncGenerator<string> {
    yield first.content;
    for (let cursor = first.nextCursor; cursor !== null;) {
      const next = await chunk(cursor);
      yield next.content;
      cursor = next.nextCursor;
    }
  }
  return new StreamableFile(Readable.from(contents()), {
    type: contentType,
    disposition: `attachment; filename="${first.filename}"`,
  });
}
