import { api, bodyOf } from '@warroom/testing';
import { z } from 'zod';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support.js';

describe('gateway platform', () => {
  it('refuses a state-changing body that is not JSON with 415', async () => {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `email=${ADMIN_EMAIL}&password=${ADMIN_PASSWORD}`,
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      message: 'Request body must be JSON (Content-Type: application/json)',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a request the browser marks cross-site with 403', async () => {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Cross-site requests are not allowed' });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await api('/api/applications/submit', {
      method: 'POST',
      json: { applicantName: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
  });

  it('answers malformed JSON with a readable 400', async () => {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await api('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'No route for GET /api/nothing/here' });
  });

  it('sends security headers with a CSP the web app works under', async () => {
    const response = await api('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('serves the web app on every non-API path, and compresses it', async () => {
    for (const path of ['/', '/dashboard', '/okr/some-id', '/no/such/page']) {
      const response = await api(path, { headers: { accept: 'text/html' } });
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(response.text).toContain('<div id="root">');
      expect(response.text).not.toMatch(/<script>(?!<\/script>)/);
    }
    const gzip = await fetch(`${process.env.WARROOM_URL}/api/docs/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the API reference', async () => {
    const ui = await api('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const document = bodyOf(
      await api('/api/docs/openapi.json'),
      z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    );
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/login']));
  });
});
