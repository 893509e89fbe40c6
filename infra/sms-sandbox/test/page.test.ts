import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flow, SHIPPED, startSandbox } from './support.js';

describe('the inbox page', () => {
  it('lists each phone’s texts, escaping everything', async (t) => {
    const sandbox = await startSandbox(t);
    assert.match(await (await fetch(`${sandbox.url}/`)).text(), /No texts yet/);
    sandbox.faults.undeliverable('919811111111');
    const res = await flow(sandbox, {
      template_id: SHIPPED.template_id,
      recipients: [
        { mobiles: '919876543210', name: '<script>alert("x")</script>', order: 'A&1' },
        { mobiles: '919811111111', name: "O'Brien", order: '<b>2</b>' },
      ],
    });
    assert.equal(res.status, 200);
    await sandbox.waitFor((m) => m.status === 'failed');
    await sandbox.waitFor((m) => m.status === 'delivered');

    const page = await fetch(`${sandbox.url}/`);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const html = await page.text();
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /<b>/);
    assert.ok(
      html.includes(
        'Hi &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;, order A&#38;1 has shipped.',
      ),
    );
    assert.ok(html.includes('Hi O&#39;Brien'));
    assert.match(html, /Inbox of \+91 98765 43210/);
    assert.match(html, /class="status delivered">Delivered/);
    assert.match(html, /class="status failed">Failed/);
    assert.match(html, /name="viewport" content="width=device-width, initial-scale=1"/);
  });
});
