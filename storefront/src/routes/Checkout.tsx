import {
  addressFieldOf,
  PAYMENT_METHOD,
  SHIPPING_COUNTRY_VALUE,
  type CheckoutView,
  type CouponQuote,
  type PaymentMethod,
  type PaymentOrder,
  type ShippingAddress,
} from '@arogya/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { api, messageOf } from '../api/client.js';
import { runtimeConfig } from '../api/runtime-config.js';
import CartLineInfo from '../components/cart/CartLineInfo.js';
import { CouponField, CouponLine, couponRefused } from '../features/checkout/CouponField.js';
import PaymentConfirming from '../features/checkout/PaymentConfirming.js';
import { useSavedAddresses } from '../features/checkout/useSavedAddresses.js';
import { useWhatsAppUpdates } from '../features/checkout/WhatsAppUpdates.js';
import { useAfterPayment } from '../features/checkout/useAfterPayment.js';
import { chargeRows, offerRows, type ChargeRow } from '../features/checkout/charge-rows.js';
import { FreeShippingNote } from '../features/checkout/FreeShippingNote.js';
import { PaymentChoice } from '../features/checkout/PaymentChoice.js';
import { useCharges } from '../features/checkout/useCharges.js';
import { useItemOffers } from '../features/offers/useLiveOffers.js';
import DeliveryAddressFields, { checkAddress } from '../features/delivery/DeliveryAddressFields.js';
import DeliveryPromiseLine from '../features/delivery/DeliveryPromiseLine.js';
import { blocksPayment, rememberedPin, usePinPromise } from '../features/delivery/pin-promise.js';
import { serverText } from '../i18n/server-text.js';
import { rupees } from '../lib/format.js';
import { loadRazorpay, type RazorpayResponse } from '../lib/razorpay.js';
import { newTraceparent } from '../lib/trace.js';
import { useAppSelector } from '../store/index.js';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/checkout` (SPEC §2 "Checkout", §4 "Checkout flow", §5 rules, §8 payment errors). */
export default function Checkout() {
  const { t } = useTranslation(['checkout', 'common']);
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const cart = useAppSelector((s) => s.cart.cart);
  const { syncedFor, error: cartError } = useAppSelector((s) => s.cart);
  // a refused field's message stays beside it until the field is changed
  const [refused, setRefused] = useState<{
    field: keyof ShippingAddress;
    message: string;
    value: string;
  } | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [address, setAddress] = useState<ShippingAddress>({
    firstName: '',
    lastName: '',
    address: '',
    city: '',
    postalCode: rememberedPin(),
    state: '',
    country: SHIPPING_COUNTRY_VALUE,
    phone: '',
  });
  const invalid = refused && address[refused.field] === refused.value ? refused : null;
  const [failure, setFailure] = useState<string | null>(null);
  /** A payment made in the popup: being confirmed, or refunded (shown above the form). */
  const { state: payment, afterPayment } = useAfterPayment();
  const notice = payment.phase === 'refunded' ? payment.message : null;
  const [busy, setBusy] = useState(false);
  const whatsapp = useWhatsAppUpdates();
  // the address book: the default fills the form; a new address may be kept (issue 29)
  const book = useSavedAddresses(address, setAddress);
  /** The coupon applied in the summary (a quote: the checkout is priced by the server). */
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  // the delivery promise for the PIN as typed: payment waits while the shop cannot deliver
  const promise = usePinPromise(address.postalCode);
  const blocked = blocksPayment(promise);
  // buy-x-get-y offers on the items (issue 32): the coupon is quoted on what is left
  const itemOffers = useItemOffers(cart.products);
  const items = Math.round((cart.totalPrice - itemOffers.amount) * 100) / 100;
  // shipping and the prepaid offer at that PIN, for the coupon's subtotal (issue 32)
  const charges = useCharges(cart.totalPrice, coupon?.discount ?? 0, promise, cart.products);
  // online or cash on delivery (issue 32): COD only while the shop offers it for this cart
  const [chosen, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD);
  const offered = charges.status === 'ok' ? charges.quote.methods : [];
  const method = offered.some((m) => m.method === chosen) ? chosen : PAYMENT_METHOD;
  const online = offered.find((m) => m.method === method) ?? null;

  useEffect(() => void runtimeConfig().catch(() => undefined), []);
  // what the shopper must read about their payment is brought into view
  useEffect(() => {
    if (payment.phase !== 'none') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [payment.phase]);

  if (!user) return <Navigate to="/login?redirect=checkout" replace />;
  if (failure) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="text-red-600"> {t('common:error', { message: serverText(t, failure) })}</p>
        <p className="mt-2">{t('form.cartEmpty')}</p>
      </div>
    );
  }
  // a payment made: the shopper waits for its verdict here, whatever happens to the cart
  if (payment.phase === 'confirming') return <PaymentConfirming message={payment.message} />;
  if (payment.phase === 'unconfirmed') return <PaymentConfirming message={null} />;
  // the saved cart of a shopper on a new device is still on its way: wait for it
  if (syncedFor !== user._id && !cartError && cart.products.length === 0) {
    return (
      <p role="status" className="py-20 text-center text-gray-600">
        {t('form.loadingCart')}
      </p>
    );
  }
  if (cart.products.length === 0) return <Navigate to="/" replace />;
  // the server's total once it has priced shipping and offers; the items' until then
  const total = online ? online.total : coupon ? coupon.total : items;
  // the shop's charges once priced; until then the item offers the storefront worked out
  const rows = online
    ? chargeRows(t, online)
    : offerRows(
        t,
        itemOffers.lines.map((o) => ({ ...o, kind: 'buy-x-get-y' as const })),
      );
  const summaryRow = (row: ChargeRow) => (
    <div
      key={row.id}
      data-testid={`summary-${row.id}`}
      className={`flex justify-between ${row.saving ? 'text-green-800' : ''}`}
    >
      <dt>{row.label}</dt>
      <dd>{row.amount}</dd>
    </div>
  );

  const pay = async (checkout: CheckoutView, traceparent: string) => {
    const config = await runtimeConfig();
    const order = await api<PaymentOrder>('POST', '/api/createOrder', {
      auth: true,
      body: { courseId: checkout._id, amount: checkout.totalPrice },
      traceparent,
    });
    if (!(await loadRazorpay(config.razorpayScriptUrl))) {
      alert(t('payment.sdkFailed', { provider: PAYMENT_METHOD }));
      return;
    }
    if (!window.Razorpay) {
      alert(t('payment.sdkMissing', { provider: PAYMENT_METHOD }));
      return;
    }
    const rzp = new window.Razorpay({
      key: order.key || config.razorpayKeyId,
      amount: order.amount,
      currency: order.currency,
      name: 'Arogya',
      description: t('payment.description', { count: checkout.checkoutItems.length }),
      order_id: order.id,
      prefill: {
        name: `${address.firstName} ${address.lastName}`,
        email: user.email,
        contact: address.phone,
      },
      theme: { color: '#15803d' },
      // the popup closes when the checkout's hold ends, so nobody pays for stock no longer held
      timeout: order.timeout,
      modal: { ondismiss: () => setBusy(false) },
      handler: (response: RazorpayResponse) =>
        void afterPayment(checkout, response, traceparent).finally(() => setBusy(false)),
    });
    rzp.on('payment.failed', (e) => toast.error(e.error.description ?? t('payment.failed')));
    rzp.open();
  };

  /** Cash on delivery: placed without payment; the confirmation asks for the texted code. */
  const placeCod = async (checkout: CheckoutView, traceparent: string) => {
    const placed = await api<CheckoutView>('POST', `/api/checkout/${checkout._id}/place`, {
      auth: true,
      traceparent,
    });
    const order = await api<unknown>('POST', `/api/checkout/${checkout._id}/finalize`, {
      auth: true,
      traceparent,
    }).catch(() => undefined);
    sessionStorage.setItem('lastCheckout', JSON.stringify({ checkout: placed, order }));
    navigate('/order-confirmation', { state: { checkout: placed, order } });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // SPEC §5: checked on submit, the first failing message as an error toast
    // an account made with a phone code has no address: its updates go to the phone
    if (user.email && !EMAIL_RE.test(user.email)) return void toast.error(t('form.invalidEmail'));
    const parsed = checkAddress(address);
    if (!parsed.ok) {
      // the toast SPEC asks for, and the message beside its field, which gets the focus
      const field = addressFieldOf(parsed.message);
      setRefused(field ? { field, message: parsed.message, value: address[field] } : null);
      if (field) document.getElementById(`checkout-${field}`)?.focus();
      return void toast.error(serverText(t, parsed.message));
    }
    setRefused(null);
    setBusy(true);
    book.commit(parsed.value);
    // stored first, so that the order's confirmation already goes to WhatsApp
    await whatsapp.commit(parsed.value.phone);
    // one trace from this click on Pay to the cleared cart
    const traceparent = newTraceparent();
    let checkout: CheckoutView;
    try {
      checkout = await api<CheckoutView>('POST', '/api/checkout', {
        auth: true,
        body: {
          checkoutItems: cart.products,
          shippingAddress: parsed.value,
          paymentMethod: method,
          // what the shopper was shown, once the shop priced it (else the shop's total stands,
          // as the payment popup shows it)
          totalPrice: online ? online.total : undefined,
          couponCode: coupon?.code ?? null,
        },
        traceparent,
      });
    } catch (err) {
      // the coupon refused now (used up since the quote): taken off, the shopper told
      if (coupon && couponRefused(err, coupon.code)) {
        setCoupon(null);
        toast.error(serverText(t, messageOf(err, t('coupon.failed'))));
        setBusy(false);
        return;
      }
      setFailure(messageOf(err, t('form.startFailed')));
      setBusy(false);
      return;
    }
    try {
      if (method === 'COD') await placeCod(checkout, traceparent);
      else await pay(checkout, traceparent);
    } catch (err) {
      console.error(err);
      toast.error(serverText(t, messageOf(err, t('payment.startFailed'))));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
      {notice && (
        <p
          role="alert"
          data-testid="payment-notice"
          className="order-first rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 lg:order-none lg:col-span-2"
        >
          {serverText(t, notice)}
        </p>
      )}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-6"
        aria-label={t('form.label')}
      >
        <h1 className="text-2xl font-bold">{t('form.heading')}</h1>
        <section>
          <h2 className="mb-3 text-lg font-semibold">{t('form.contact')}</h2>
          {user.email ? (
            <>
              <label htmlFor="checkout-email" className="block text-sm font-medium">
                {t('form.email')}
              </label>
              <input
                id="checkout-email"
                type="email"
                value={user.email}
                readOnly
                className="mt-1 w-full rounded border bg-gray-100 p-2"
              />
            </>
          ) : (
            <p data-testid="checkout-contact-phone" className="text-sm text-gray-700">
              {t('form.phoneUpdates')}
            </p>
          )}
        </section>
        <section>
          <h2 className="mb-3 text-lg font-semibold">{t('form.delivery')}</h2>
          {book.chooser}
          <DeliveryAddressFields
            address={address}
            setAddress={setAddress}
            invalid={invalid}
            promise={promise}
          />
        </section>
        <DeliveryPromiseLine
          promise={promise}
          id="checkout-delivery-promise"
          testId="checkout-delivery-promise"
        />
        {book.saveOption}
        {whatsapp.field}
        <PaymentChoice charges={charges} method={method} onChange={setMethod} />
        <button
          type="submit"
          disabled={busy || blocked || charges.status === 'loading'}
          aria-describedby="checkout-delivery-promise"
          data-testid="continue-to-payment"
          className="w-full rounded-lg bg-green-700 py-3 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {method === 'COD' ? t('choice.place') : t('form.continue')}
        </button>
      </form>
      {/* on a phone the summary comes first, folded to its total (what the shopper pays) */}
      <section
        aria-label={t('summary.label')}
        data-testid="order-summary"
        className="order-first rounded-lg bg-gray-50 p-6 lg:order-none"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('summary.heading')}</h2>
          <button
            type="button"
            aria-expanded={summaryOpen}
            aria-controls="checkout-summary-lines"
            data-testid="summary-toggle"
            onClick={() => setSummaryOpen((o) => !o)}
            className="text-sm font-medium text-green-800 underline lg:hidden"
          >
            {summaryOpen
              ? t('summary.hideItems')
              : t('summary.showItems', { count: cart.products.length })}
          </button>
        </div>
        <ul
          id="checkout-summary-lines"
          className={`divide-y ${summaryOpen ? '' : 'hidden lg:block'}`}
        >
          {cart.products.map((p) => (
            <li key={`${p.productId}/${p.size}/${p.color}`} className="flex gap-3 py-3">
              <CartLineInfo
                line={p}
                image="summary"
                note={t('summary.qty', { quantity: p.quantity })}
              />
              <p>{rupees(p.price)}</p>
            </li>
          ))}
        </ul>
        <CouponField subtotal={items} applied={coupon} onChange={setCoupon} />
        <dl className="mt-4 space-y-2 border-t pt-4">
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{rupees(cart.totalPrice)}</dd>
          </div>
          {/* buy-x-get-y first (the coupon is priced on what they leave), then the rest */}
          {rows.filter((row) => row.beforeCoupon).map(summaryRow)}
          <CouponLine applied={coupon} />
          {rows.filter((row) => !row.beforeCoupon).map(summaryRow)}
          {!online && (
            <div className="flex justify-between" data-testid="summary-shipping">
              <dt>{t('common:charges.shipping')}</dt>
              <dd className="text-sm text-gray-600">
                {charges.status === 'error'
                  ? serverText(t, charges.message)
                  : charges.status === 'loading'
                    ? t('common:charges.working')
                    : t('common:charges.enterPin')}
              </dd>
            </div>
          )}
          <div className="flex justify-between text-lg font-semibold">
            <dt>
              {t('summary.total')}{' '}
              <span className="text-xs font-normal text-gray-600">{t('summary.taxes')}</span>
            </dt>
            <dd data-testid="checkout-total">{rupees(total)}</dd>
          </div>
        </dl>
        {charges.status === 'ok' && <FreeShippingNote quote={charges.quote} />}
      </section>
    </div>
  );
}
