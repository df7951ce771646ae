import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata } from '@nestjs/common';
import type { HttpMethod, Operation } from '@warroom/contracts';

export const OPERATION_METADATA = 'warroom:operation';

const METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** `/api/documents/{id}` as Nest routes it under the global `api` prefix: `documents/:id`. */
export function routePathOf(path: string): string {
  return path.replace(/^\/api\/?/, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Serves an operation declared in `@warroom/contracts` over HTTP: its method, path and
 * success status, and the declaration as the route's metadata, which the access guard, the
 * input decorator, the route inventory and OpenAPI read. A route without it is refused at
 * boot (deny by default).
 */
export function Serves(operation: Operation): MethodDecorator {
  const http = operation.http;
  if (!http) throw new Error(`${operation.id} has no HTTP binding`);
  return applyDecorators(
    METHODS[http.method](routePathOf(http.path)),
    HttpCode(http.status ?? 200),
    SetMetadata(OPERATION_METADATA, operation),
  );
}
