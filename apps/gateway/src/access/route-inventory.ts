import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Operation } from '@warroom/contracts';
import { OPERATION_METADATA } from './serves.decorator.js';

export type RouteInfo = {
  method: string;
  /** The full path with the global prefix, parameters as `{name}`. */
  path: string;
  /** The operation the route serves. */
  operation: Operation | undefined;
  handler: string;
};

const API_PREFIX = 'api';

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts
    .flatMap((part) => (Array.isArray(part) ? part.slice(0, 1) : [part]))
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment));
  return `/${segments.join('/')}`;
}

/** Every HTTP route the gateway registered, with what its `@Endpoint` declares. */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const controllerPath = Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (methodPath === undefined || method === undefined) continue;
      routes.push({
        method: RequestMethod[method],
        path: joinPath(API_PREFIX, controllerPath, methodPath),
        operation: Reflect.getMetadata(OPERATION_METADATA, handler) as Operation | undefined,
        handler: `${metatype.name}.${name}`,
      });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * Refuses to start when a route serves no declared operation (so says nothing of who may
 * call it: deny by default), or serves one at another method or path than it declares.
 */
export function assertEveryRouteDeclaresAccess(routes: RouteInfo[]): void {
  const wrong = routes.filter(
    (route) =>
      !route.operation?.http?.access ||
      route.operation.http.method !== route.method ||
      route.operation.http.path !== route.path,
  );
  if (wrong.length > 0) {
    throw new Error(
      `Routes that serve no declared operation (add @Serves with the operation of this method and path): ${wrong
        .map((r) => `${r.method} ${r.path} (${r.handler})`)
        .join(', ')}`,
    );
  }
}

/** Refuses to start when a declared HTTP operation has no route (it would be documented, not served). */
export function assertEveryOperationServed(routes: RouteInfo[], operations: readonly Operation[]): void {
  const served = new Set(routes.map((route) => route.operation?.id));
  const missing = operations.filter((operation) => operation.http && !served.has(operation.id));
  if (missing.length > 0) {
    throw new Error(`Declared operations without a route: ${missing.map((operation) => operation.id).join(', ')}`);
  }
}
