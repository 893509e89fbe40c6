import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isStorefrontPage } from '@arogya/contracts';
import { pageFor } from '../src/web/storefront.js';

it('answers each single-page app’s index.html for its page paths only', () => {
  const apps = [
    { prefix: '/admin/', html: 'admin' },
    { prefix: '/', html: 'shop', owns: isStorefrontPage },
  ];
  const ok = (html: string) => ({ html, status: 200 });
  assert.deepEqual(pageFor(apps, 'GET', '/'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/product/123?x=1'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/collections/all/?search=x'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/CONTACTUS'), ok('shop'), 'any case, as the router');
  assert.deepEqual(pageFor(apps, 'GET', '/admin'), ok('admin'));
  assert.deepEqual(pageFor(apps, 'GET', '/admin/products/new'), ok('admin'));
  // no page of the shop there: its page all the same (it shows "not found"), with a 404
  for (const path of ['/nope', '/product', '/product/1/extra', '/order/', '/administrator'])
    assert.deepEqual(pageFor(apps, 'GET', path), { html: 'shop', status: 404 }, path);
  assert.equal(pageFor(apps, 'GET', '/api/nothing'), null);
  assert.equal(pageFor(apps, 'GET', '/uploads/x'), null);
  assert.equal(pageFor(apps, 'GET', '/assets/missing.js'), null);
  assert.equal(pageFor(apps, 'POST', '/product/1'), null);
});
