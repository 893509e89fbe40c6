import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONSOLE_POLICY, securityHeaders, storefrontPolicy } from '../src/http/security-headers.js';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it("lets the storefront load Razorpay Checkout from where it is configured, and Razorpay's frames only for the real one", () => {
    const real = storefrontPolicy({
      razorpayCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    assert.deepEqual(directive(real, 'script-src'), [
      "'self'",
      'https://checkout.razorpay.com',
      'https://accounts.google.com/gsi/client',
    ]);
    assert.ok(directive(real, 'frame-src')?.includes('https://api.razorpay.com'));
    assert.ok(directive(real, 'connect-src')?.includes('https://lumberjack.razorpay.com'));
    assert.deepEqual(directive(real, 'frame-ancestors'), ["'none'"]);

    const sandbox = storefrontPolicy({ razorpayCheckoutUrl: 'http://127.0.0.1:9300/checkout.js' });
    assert.ok(directive(sandbox, 'script-src')?.includes('http://127.0.0.1:9300'));
    assert.ok(!sandbox.includes('razorpay.com'), 'no Razorpay host when payments go elsewhere');
    assert.deepEqual(directive(CONSOLE_POLICY, 'script-src'), ["'self'"]);
    assert.deepEqual(directive(CONSOLE_POLICY, 'connect-src'), ["'self'"]);
  });

  it('picks the policy by path, and no-store for personal or signed-in answers', () => {
    const headersFor = securityHeaders({ razorpayCheckoutUrl: 'http://127.0.0.1:9300/x.js' });
    const kind = (path: string, signedIn = false) => {
      const h = headersFor(path, signedIn);
      const csp = h['content-security-policy']!;
      const which = csp.includes('127.0.0.1:9300')
        ? 'storefront'
        : csp === CONSOLE_POLICY
          ? 'console'
          : csp.startsWith("default-src 'none'")
            ? 'resource'
            : 'docs';
      return `${which}${h['cache-control'] ? ` ${h['cache-control']}` : ''}`;
    };
    assert.equal(kind('/'), 'storefront');
    assert.equal(kind('/product/abc?x=1'), 'storefront');
    assert.equal(kind('/administrator'), 'storefront');
    assert.equal(kind('/admin'), 'console');
    assert.equal(kind('/admin/orders?page=2'), 'console');
    assert.equal(kind('/api/docs/'), 'docs');
    assert.equal(kind('/api/products?category=Protein'), 'resource');
    assert.equal(kind('/images/products/a.webp'), 'resource');
    assert.equal(kind('/api/products', true), 'resource private, no-store');
    for (const personal of [
      '/api/cart?guestId=x',
      '/api/checkout/1',
      '/api/orders',
      '/api/users/login',
      '/api/admin/users?range=[0,9]',
      '/api/webhooks/razorpay',
    ])
      assert.equal(kind(personal), 'resource private, no-store', personal);
    const h = headersFor('/', false);
    assert.equal(h['x-frame-options'], 'DENY');
    assert.equal(h['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(h['x-content-type-options'], 'nosniff');
  });
});
