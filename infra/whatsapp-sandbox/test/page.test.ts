import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { control, sendOrderShipped, startSandbox } from './support.js';

describe('the messages page', () => {
  it('shows each chat with rendered text and status, escaping everything', async (t) => {
    const sandbox = await startSandbox(t);
    const empty = await fetch(`${sandbox.url}/`);
    assert.match(await empty.text(), /No messages yet/);

    const evil = '<script>alert("x")</script>';
    await sendOrderShipped(sandbox, '919876543210', [evil, 'A-1&2']);
    await control(sandbox, 'POST', '/sandbox/inbound', {
      from: '919811111111',
      text: `<img src=x onerror=alert(1)>`,
      name: '"Ravi"',
    });
    await sandbox.waitFor((m) => m.status === 'delivered');

    const res = await fetch(`${sandbox.url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const html = await res.text();
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /<img/i);
    assert.ok(
      html.includes(
        'Hi &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;, your order A-1&#38;2 has shipped.',
      ),
    );
    assert.ok(html.includes('&#34;Ravi&#34;'));
    assert.match(html, /Chat with \+919876543210/);
    assert.match(html, /Chat with \+919811111111/);
    assert.match(html, /aria-label="delivered"/);
    assert.match(html, /order_shipped · en/);
    assert.match(html, /name="viewport" content="width=device-width, initial-scale=1"/);
  });
});
