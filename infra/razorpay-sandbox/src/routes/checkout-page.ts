import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../domain/ledger.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// JSON inside <script> must not be able to close the tag.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; color: #1f2937; background: #f3f4f6; }
  main { max-width: 40rem; margin: 0 auto; }
  pre { background: #fff; border: 1px solid #d1d5db; border-radius: 6px; padding: 1rem; overflow: auto; }
  button { font: inherit; padding: 0.5rem 1rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * `GET /sandbox/checkout?order_id=…&key=…[&name=…][&timeout=…]`: opens the sandbox popup for
 * an order without the shop, to try the flow by hand (`timeout`: Checkout's option, seconds).
 * The result of the payment is printed on the page.
 */
export function checkoutPageRoutes(app: FastifyInstance, ledger: Ledger, keyId: string): void {
  app.get<{ Querystring: { order_id?: string; key?: string; name?: string; timeout?: string } }>(
    '/sandbox/checkout',
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const { order_id: orderId, key = keyId, name = 'Arogya' } = request.query;
      const order = orderId === undefined ? undefined : ledger.orders.get(orderId);
      if (!order) {
        const what = orderId === undefined ? 'No order_id given.' : `Unknown order ${orderId}.`;
        return reply
          .code(orderId === undefined ? 400 : 404)
          .send(page('Razorpay sandbox', `<h1>Razorpay sandbox</h1><p>${escapeHtml(what)}</p>`));
      }
      const timeout = Number(request.query.timeout);
      const options = {
        ...(Number.isFinite(timeout) && timeout > 0 ? { timeout } : {}),
        key,
        amount: order.amount,
        currency: order.currency,
        name,
        description: order.receipt === null ? `Order ${order.id}` : `Receipt ${order.receipt}`,
        order_id: order.id,
      };
      return page(
        'Razorpay sandbox checkout',
        `<h1>Razorpay sandbox checkout</h1>
<p>Order <code>${escapeHtml(order.id)}</code>: ${order.amount} paise, status ${order.status}.</p>
<p><button type="button" id="open">Open checkout</button></p>
<h2>Result</h2>
<pre id="result" aria-live="polite">Waiting for the customer…</pre>
<script src="/checkout.js"></script>
<script>
  const options = ${scriptJson(options)};
  const result = document.getElementById('result');
  const show = (label, value) => { result.textContent = label + '\\n' + JSON.stringify(value, null, 2); };
  options.handler = (response) => show('handler called:', response);
  options.modal = { ondismiss: () => show('modal.ondismiss called', null) };
  const rzp = new Razorpay(options);
  rzp.on('payment.failed', (response) => show('payment.failed:', response));
  document.getElementById('open').addEventListener('click', () => rzp.open());
  rzp.open();
</script>`,
      );
    },
  );
}
