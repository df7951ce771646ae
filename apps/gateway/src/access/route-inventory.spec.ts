import { assertEveryRouteDeclaresAccess, type RouteInfo } from './route-inventory.js';
import { PUBLIC } from './endpoint.decorator.js';

describe('assertEveryRouteDeclaresAccess', () => {
  const declared: RouteInfo = {
    method: 'GET',
    path: '/api/health',
    handler: 'Health.health',
    spec: { summary: 'x', access: PUBLIC },
  };

  it('accepts routes that all declare access', () => {
    expect(() => assertEveryRouteDeclaresAccess([declared])).not.toThrow();
  });

  it('refuses to start with a route that declares nothing, naming it', () => {
    const undeclared: RouteInfo = { method: 'POST', path: '/api/oops', handler: 'Oops.create', spec: undefined };
    expect(() => assertEveryRouteDeclaresAccess([declared, undeclared])).toThrow(/POST \/api\/oops \(Oops\.create\)/);
  });
});
