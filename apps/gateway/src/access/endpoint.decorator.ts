import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { Role } from '@warroom/contracts';
import type { z } from 'zod';

/** Who may call a route: anybody, or a signed-in user with one of these roles. */
export type Access = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
export const signedIn = (roles: readonly Role[]): Access => ({ kind: 'roles', roles });

export type EndpointSpec = {
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer, for the API reference. */
  response?: z.ZodType;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** Content type of the answer when it is not JSON (exports). */
  produces?: string;
  tags?: string[];
};

export const ENDPOINT_METADATA = 'warroom:endpoint';

/**
 * Declares what a route is: who may call it, what it takes and what it answers.
 * Access is denied by default: a route without this decorator is refused at boot.
 */
export function Endpoint(spec: EndpointSpec): MethodDecorator {
  return applyDecorators(SetMetadata(ENDPOINT_METADATA, spec));
}
