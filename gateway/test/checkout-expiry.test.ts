import type { CheckoutView, Product } from '@arogya/contracts';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  apiOf,
  startCatalog,
  startCheckout,
  startGateway,
  startUsers,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { it } from 'node:test';

const ADMIN = { email: 'expiry-admin@test.local', password: 'expiry-admin-pass' };
const shop = testShop('expiry', async (env, ns, own) => {
  const sandbox = own(await createSandbox({ ...DEFAULT_CONFIG, port: 0 }));
  const services = await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
    // checkouts hold their stock for 1.5 s
    startCheckout(env, ns, { RAZORPAY_API_BASE: sandbox.url, CHECKOUT_TTL_MS: '1500' }),
  ]);
  const gateway = await startGateway(env, ns, { AUTH_RATE_LIMIT_MAX: '100000' });
  return { gateway, services, sandbox };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);

it('an unpaid checkout expires by a BullMQ delayed job and its held stock goes back on sale', async () => {
  const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const product = (
    await api(
      'POST',
      '/api/admin/products',
      {
        name: 'Expiring Balm',
        description: 'Test.',
        price: 200,
        countInStock: 2,
        sku: 'EXP-BALM-1',
        category: 'Ayurvedic',
      },
      admin,
    )
  ).body as Product;
  const shopper = (
    await api('POST', '/api/users/register', {
      name: 'Late',
      email: 'late@test.local',
      password: 'late-shopper-1',
    })
  ).body;
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product._id, quantity: 2 }],
      shippingAddress: {
        firstName: 'Late',
        lastName: 'Payer',
        address: '1 Slow Lane, Bapu Bazaar',
        city: 'Udaipur',
        postalCode: '313001',
        country: 'INDIA',
        phone: '9000000000',
      },
      paymentMethod: 'Razorpay',
    },
    shopper.token,
  );
  assert.equal(c.status, 201);
  const stock = async () =>
    (await api('GET', `/api/products/${product._id}`, undefined, admin)).body.countInStock;
  assert.equal(await stock(), 0, 'held by the checkout');
  const other = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product._id, quantity: 1 }],
      shippingAddress: c.body.shippingAddress,
    },
    admin,
  );
  assert.equal(other.status, 409, 'nothing left while it is held');

  const view = await until(
    async () => {
      const v = (await api('GET', `/api/checkout/${c.body._id}`, undefined, shopper.token))
        .body as CheckoutView;
      return v.status === 'expired' ? v : undefined;
    },
    15_000,
    'the checkout to expire',
  );
  assert.equal(view.status, 'expired');
  // catalog hears checkout-expired and gives the hold back
  await until(async () => ((await stock()) === 2 ? true : undefined), 15_000, 'the release');
  assert.equal(await stock(), 2, 'released');
  const late = await api('POST', '/api/createOrder', { courseId: view._id }, shopper.token);
  assert.equal(late.status, 409);
  assert.equal(late.body.message, 'This checkout has expired');
});
