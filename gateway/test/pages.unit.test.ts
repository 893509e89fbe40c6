import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isStorefrontPage } from '@arogya/contracts';
import { languageOf, withLanguage } from '../src/web/language.js';
import { pageFor } from '../src/web/storefront.js';

it('answers each single-page app’s index.html for its page paths only', () => {
  const apps = [
    { prefix: '/admin/', html: 'admin' },
    { prefix: '/', html: 'shop', owns: isStorefrontPage },
  ];
  const ok = (html: string) => ({ html, status: 200, prefix: html === 'admin' ? '/admin/' : '/' });
  assert.deepEqual(pageFor(apps, 'GET', '/'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/product/123?x=1'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/collections/all/?search=x'), ok('shop'));
  assert.deepEqual(pageFor(apps, 'GET', '/CONTACTUS'), ok('shop'), 'any case, as the router');
  assert.deepEqual(pageFor(apps, 'GET', '/admin'), ok('admin'));
  assert.deepEqual(pageFor(apps, 'GET', '/admin/products/new'), ok('admin'));
  // no page of the shop there: its page all the same (it shows "not found"), with a 404
  for (const path of ['/nope', '/product', '/product/1/extra', '/order/', '/administrator'])
    assert.deepEqual(pageFor(apps, 'GET', path), { html: 'shop', status: 404, prefix: '/' }, path);
  assert.equal(pageFor(apps, 'GET', '/api/nothing'), null);
  assert.equal(pageFor(apps, 'GET', '/uploads/x'), null);
  assert.equal(pageFor(apps, 'GET', '/assets/missing.js'), null);
  assert.equal(pageFor(apps, 'POST', '/product/1'), null);
});

it('serves a page in the language of its address, then of the cookie, then of the browser', () => {
  const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers });
  assert.equal(languageOf(req('/collections/all?lang=hi')), 'hi');
  assert.equal(languageOf(req('/collections/all?lang=en', { cookie: 'lang=hi' })), 'en');
  assert.equal(languageOf(req('/', { cookie: 'a=1; lang=hi; b=2' })), 'hi');
  assert.equal(languageOf(req('/', { cookie: 'lang=fr' })), 'en', 'a language the shop lacks');
  assert.equal(languageOf(req('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })), 'hi');
  assert.equal(languageOf(req('/', { 'accept-language': 'en-IN,hi;q=0.9' })), 'en');
  assert.equal(languageOf(req('/?lang=xx')), 'en');
  assert.equal(withLanguage('<html lang="en"><head>', 'hi'), '<html lang="hi"><head>');
});
