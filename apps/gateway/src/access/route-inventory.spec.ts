import { gatewayOps } from '@warroom/contracts';
import { assertEveryRouteDeclaresAccess, type RouteInfo } from './route-inventory.js';

describe('assertEveryRouteDeclaresAccess', () => {
  const declared: RouteInfo = {
    method: 'GET',
    path: '/api/health',
    handler: 'Health.health',
    operation: gatewayOps.health,
  };

  it('accepts routes that all serve their declared operation', () => {
    expect(() => assertEveryRouteDeclaresAccess([declared])).not.toThrow();
  });

  it('refuses to start with a route that declares nothing, naming it', () => {
    const undeclared: RouteInfo = { method: 'POST', path: '/api/oops', handler: 'Oops.create', operation: undefined };
    expect(() => assertEveryRouteDeclaresAccess([declared, undeclared])).toThrow(/POST \/api\/oops \(Oops\.create\)/);
  });

  it('refuses a route whose path is not the one its operation declares', () => {
    const moved: RouteInfo = { ...declared, path: '/api/healthz', handler: 'Health.moved' };
    expect(() => assertEveryRouteDeclaresAccess([moved])).toThrow(/GET \/api\/healthz \(Health\.moved\)/);
  });
});
