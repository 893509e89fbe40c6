import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pageFor } from '../src/web/storefront.js';

it('answers each single-page app’s index.html for its page paths only', () => {
  const apps = [
    { prefix: '/admin/', html: 'admin' },
    { prefix: '/', html: 'shop' },
  ];
  assert.equal(pageFor(apps, 'GET', '/'), 'shop');
  assert.equal(pageFor(apps, 'GET', '/product/123?x=1'), 'shop');
  assert.equal(pageFor(apps, 'GET', '/admin'), 'admin');
  assert.equal(pageFor(apps, 'GET', '/admin/products/new'), 'admin');
  assert.equal(pageFor(apps, 'GET', '/api/nothing'), null);
  assert.equal(pageFor(apps, 'GET', '/uploads/x'), null);
  assert.equal(pageFor(apps, 'GET', '/assets/missing.js'), null);
  assert.equal(pageFor(apps, 'POST', '/product/1'), null);
});
