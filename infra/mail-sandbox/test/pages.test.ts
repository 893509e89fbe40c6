import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mail, startTestSandbox, transport } from './support.js';

const EVIL = '<script>alert(1)</script>';

async function page(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; html: string }> {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('HTML pages', () => {
  it('the inbox lists messages newest first and escapes every value', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    await smtp.sendMail(mail('first@example.com', 'Order shipped'));
    await smtp.sendMail(
      mail('"<b>Bold</b>" <x"y@example.com>', EVIL, {
        from: '"Eve <img src=x>" <eve@example.com>',
      }),
    );
    const { status, headers, html } = await page(`${sandbox.webUrl}/`);
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
    assert.match(headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.doesNotMatch(html, /<script/i, 'no script at all, and none injected');
    assert.doesNotMatch(html, /<img src=x>|<b>Bold/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /Eve &lt;img src=x&gt;/);
    assert.ok(html.indexOf('alert(1)') < html.indexOf('Order shipped'), 'newest first');
    assert.match(html, /<form method="post" action="\/delete-all">/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    assert.doesNotMatch(html, /(src|href)="(https?:)?\/\//, 'no external resources');

    const searched = await page(`${sandbox.webUrl}/?q=${encodeURIComponent('"><script>')}`);
    assert.match(searched.html, /value="&quot;&gt;&lt;script&gt;"/);
    assert.match(searched.html, /0 messages matching/);
    const byRecipient = await page(`${sandbox.webUrl}/?q=first%40example`);
    assert.match(byRecipient.html, /1 message matching/);
    assert.match(byRecipient.html, /Order shipped/);
    assert.doesNotMatch(byRecipient.html, /alert\(1\)/);
  });

  it('the message page escapes the subject and puts the HTML part in a sandboxed srcdoc', async (t) => {
    const sandbox = await startTestSandbox(t);
    await transport(sandbox).sendMail(
      mail('priya@example.com', EVIL, {
        html: '<p title="a&quot;b">Tom &amp; Jerry</p><script>alert(2)</script>',
        text: 'Plain <text> & more',
        list: { unsubscribe: ['mailto:unsub@arogya.test', 'https://arogya.test/u?a=1&b=2'] },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments: [{ filename: '<evil>.txt', content: 'x' }],
      }),
    );
    const [message] = sandbox.messages();
    assert.ok(message);
    const { status, html } = await page(`${sandbox.webUrl}/messages/${message.id}`);
    assert.equal(status, 200);
    assert.doesNotMatch(html, /<script/i);
    assert.match(html, /<h1>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/);
    const srcdoc = /<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="([^"]*)"/.exec(html)?.[1];
    assert.ok(srcdoc, 'a sandboxed iframe with srcdoc');
    assert.doesNotMatch(/<iframe [^>]*>/.exec(html)?.[0] ?? '', /allow-scripts|allow-same-origin/);
    assert.equal(
      srcdoc,
      '&lt;base target=&quot;_blank&quot;&gt;&lt;p title=&quot;a&amp;quot;b&quot;&gt;Tom &amp;amp; Jerry&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    assert.match(html, /<pre>Plain &lt;text&gt; &amp; more\n?<\/pre>/);
    assert.match(html, /<a href="mailto:unsub@arogya.test"/);
    assert.match(html, /<a href="https:\/\/arogya.test\/u\?a=1&amp;b=2"/);
    assert.match(html, /one-click: List-Unsubscribe=One-Click/);
    assert.match(
      html,
      new RegExp(`href="/api/messages/${message.id}/attachments/0" download="&lt;evil&gt;.txt"`),
    );
  });

  it('answers 404 pages for unknown messages and routes', async (t) => {
    const sandbox = await startTestSandbox(t);
    const missing = await page(`${sandbox.webUrl}/messages/${encodeURIComponent('<b>x')}`);
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<h1>Not found<\/h1>/);
    const route = await page(`${sandbox.webUrl}/nothing/<here>`);
    assert.equal(route.status, 404);
    assert.doesNotMatch(route.html, /<here>/);
  });

  it('"Delete all" empties the inbox, refusing posts from other sites', async (t) => {
    const sandbox = await startTestSandbox(t);
    await transport(sandbox).sendMail(mail('a@example.com', 'doomed'));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await fetch(`${sandbox.webUrl}/delete-all`, {
      method: 'POST',
      headers: { ...form, origin: 'https://evil.example' },
      body: '',
      redirect: 'manual',
    });
    assert.equal(foreign.status, 403);
    assert.match(await foreign.text(), /Form posts from other sites are refused/);
    const crossSite = await fetch(`${sandbox.webUrl}/delete-all`, {
      method: 'POST',
      headers: { ...form, 'sec-fetch-site': 'cross-site', origin: 'null' },
      body: '',
      redirect: 'manual',
    });
    assert.equal(crossSite.status, 403);
    assert.equal(sandbox.messages().length, 1);

    const own = await fetch(`${sandbox.webUrl}/delete-all`, {
      method: 'POST',
      headers: { ...form, origin: sandbox.webUrl },
      body: '',
      redirect: 'manual',
    });
    assert.equal(own.status, 303);
    assert.equal(own.headers.get('location'), '/');
    assert.equal(sandbox.messages().length, 0);
    assert.match(
      (await page(`${sandbox.webUrl}/`)).html,
      /No messages yet\. Point the shop at this sandbox: <code>SMTP_URL=smtp:\/\/127\.0\.0\.1:\d+<\/code>/,
    );
  });
});
