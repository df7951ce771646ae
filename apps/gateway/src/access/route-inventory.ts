import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ENDPOINT_METADATA, type EndpointSpec } from './endpoint.decorator.js';

export type RouteInfo = {
  method: string;
  /** The full path with the global prefix, parameters as `{name}`. */
  path: string;
  spec: EndpointSpec | undefined;
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
        spec: Reflect.getMetadata(ENDPOINT_METADATA, handler) as EndpointSpec | undefined,
        handler: `${metatype.name}.${name}`,
      });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Refuses to start when a route does not say who may call it (deny by default). */
export function assertEveryRouteDeclaresAccess(routes: RouteInfo[]): void {
  const undeclared = routes.filter((route) => !route.spec?.access);
  if (undeclared.length > 0) {
    throw new Error(
      `Routes without an access rule (add @Endpoint): ${undeclared.map((r) => `${r.method} ${r.path} (${r.handler})`).join(', ')}`,
    );
  }
}
