import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SR } from '../src/index.js';
import { login, orderWithAwb, pickup, startSandbox } from './support.js';

describe('the shipments page', () => {
  it('lists each shipment with its scans, escaping everything', async (t) => {
    const sandbox = await startSandbox(t);
    const empty = await fetch(`${sandbox.url}/`);
    assert.match(await empty.text(), /No orders yet/);

    const client = await login(sandbox);
    const evil = '<script>alert("x")</script>';
    const { shipmentId, awb } = await orderWithAwb(client, {
      order_id: 'A-<1>&2',
      billing_customer_name: evil,
    });
    const waiting = await orderWithAwb(client, { order_id: 'A-waiting' });
    sandbox.setOutcome(awb, 'rto', 'Door <b>locked</b>');
    await pickup(client, shipmentId);
    await sandbox.waitFor((o) => o.shipment.scans.at(-1)?.status === SR.RTO_DELIVERED);

    const res = await fetch(`${sandbox.url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const html = await res.text();
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /<b>locked/);
    assert.ok(html.includes('A-&#60;1&#62;&#38;2'));
    assert.ok(html.includes('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;'));
    assert.ok(html.includes(`id="awb-${awb}"`));
    assert.match(html, /class="status bad">RTO DELIVERED</);
    assert.match(html, /10 RTO DELIVERED/);
    assert.match(html, /21 UNDELIVERED/);
    assert.match(html, /Undelivered - Door &#60;b&#62;locked&#60;\/b&#62;/);
    assert.match(html, /path rto/);
    // the newest order first, with no scans yet
    assert.ok(html.indexOf('A-waiting') < html.indexOf('A-&#60;1'));
    assert.ok(html.includes(waiting.awb));
    assert.match(html, /No scans yet\./);
  });
});
