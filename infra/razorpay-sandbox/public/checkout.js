/* global window, document */
/**
 * Razorpay sandbox checkout: a stand-in for Razorpay's `checkout.js` with the same API
 * (`new Razorpay(options)`, `open()`, `close()`, `on('payment.failed', cb)`, the `timeout`
 * option). Instead of
 * card forms it offers two buttons, pay or fail, and asks the sandbox that served this
 * script to record the outcome. Plain browser script, no build step.
 */
(() => {
  'use strict';

  // The sandbox is wherever this script came from, whatever page includes it.
  const scriptSrc = document.currentScript ? document.currentScript.src : '';
  const sandboxOrigin = scriptSrc ? new URL(scriptSrc).origin : window.location.origin;

  const STYLE_ID = 'razorpay-sandbox-style';
  const CSS = `
.rzp-sandbox-backdrop { position: fixed; inset: 0; z-index: 2147483000; display: flex;
  align-items: center; justify-content: center; padding: 1rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.rzp-sandbox-dialog { width: 100%; max-width: 22rem; background: #fff; color: #1f2937;
  border-radius: 10px; box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35); max-height: 100%;
  overflow: auto; }
.rzp-sandbox-dialog:focus { outline: none; }
.rzp-sandbox-header { position: relative; padding: 1rem 3rem 1rem 1.25rem; color: #fff; }
.rzp-sandbox-merchant { margin: 0; font-size: 1.125rem; font-weight: 600; }
.rzp-sandbox-description { margin: 0.125rem 0 0; font-size: 0.875rem; opacity: 0.9; }
.rzp-sandbox-close { position: absolute; top: 0.625rem; right: 0.625rem; width: 2rem;
  height: 2rem; border: 0; border-radius: 50%; background: rgba(255, 255, 255, 0.2);
  color: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; }
.rzp-sandbox-body { padding: 1.25rem; }
.rzp-sandbox-label { margin: 0; font-size: 0.8125rem; color: #4b5563; }
.rzp-sandbox-amount { margin: 0 0 0.5rem; font-size: 1.75rem; font-weight: 700; }
.rzp-sandbox-meta { margin: 0 0 1rem; font-size: 0.8125rem; color: #4b5563;
  overflow-wrap: anywhere; }
.rzp-sandbox-status { min-height: 1.5rem; margin: 0 0 0.75rem; font-size: 0.875rem; }
.rzp-sandbox-status[data-kind="error"] { color: #b91c1c; }
.rzp-sandbox-button { display: block; width: 100%; margin: 0 0 0.5rem; padding: 0.75rem;
  border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; }
.rzp-sandbox-button:disabled { opacity: 0.6; cursor: progress; }
.rzp-sandbox-button:focus-visible, .rzp-sandbox-close:focus-visible { outline: 3px solid #111827;
  outline-offset: 2px; }
.rzp-sandbox-pay { border: 0; color: #fff; }
.rzp-sandbox-fail { border: 1px solid #b91c1c; background: #fff; color: #b91c1c; }
.rzp-sandbox-note { margin: 0.75rem 0 0; font-size: 0.75rem; color: #6b7280; text-align: center; }
`;

  /** Indian digit grouping: the last three digits, then pairs (12,34,567). */
  function groupIndian(digits) {
    if (digits.length <= 3) return digits;
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    return `${head},${digits.slice(-3)}`;
  }

  /** Paise to what an Indian customer reads: 123450 → ₹1,234.50. */
  function formatAmount(paise, currency) {
    const value = Math.round(Number(paise));
    if (!Number.isFinite(value)) return '';
    const abs = Math.abs(value);
    const text = `${groupIndian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
    const symbol = !currency || currency === 'INR' ? '₹' : `${currency} `;
    return `${value < 0 ? '-' : ''}${symbol}${text}`;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = element('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  /** Razorpay Checkout's constructor; throws on the options Razorpay also cannot do without. */
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') {
      throw new Error('Razorpay sandbox: options.key is required');
    }
    if (typeof options.order_id !== 'string' || options.order_id === '') {
      throw new Error('Razorpay sandbox: options.order_id is required');
    }
    this.options = options;
    this._listeners = {};
    this._view = null;
    this._inFlight = false;
  }

  Razorpay.prototype.on = function on(event, callback) {
    if (typeof callback === 'function') {
      (this._listeners[event] = this._listeners[event] || []).push(callback);
    }
    return this;
  };

  Razorpay.prototype._emit = function emit(event, payload) {
    for (const callback of this._listeners[event] || []) {
      try {
        callback(payload);
      } catch (err) {
        console.error(err);
      }
    }
  };

  Razorpay.prototype.open = function open() {
    if (this._view) return this;
    const options = this.options;
    const theme = options.theme || {};
    const color = theme.color || '#3399cc';
    const amount = formatAmount(options.amount, options.currency);
    injectStyle();

    const backdrop = element('div', 'rzp-sandbox-backdrop');
    backdrop.style.background = theme.backdrop_color || 'rgba(17, 24, 39, 0.6)';
    backdrop.setAttribute('data-testid', 'sandbox-checkout');

    const dialog = element('div', 'rzp-sandbox-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Razorpay sandbox checkout');
    dialog.tabIndex = -1;

    const header = element('div', 'rzp-sandbox-header');
    header.style.background = color;
    header.appendChild(element('p', 'rzp-sandbox-merchant', options.name || 'Merchant'));
    if (options.description) {
      header.appendChild(element('p', 'rzp-sandbox-description', options.description));
    }
    const close = element('button', 'rzp-sandbox-close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close checkout');
    header.appendChild(close);

    const body = element('div', 'rzp-sandbox-body');
    body.appendChild(element('p', 'rzp-sandbox-label', 'Amount to pay'));
    body.appendChild(element('p', 'rzp-sandbox-amount', amount));
    const prefill = options.prefill || {};
    const meta = [`Order ${options.order_id}`, prefill.email, prefill.contact].filter(Boolean);
    body.appendChild(element('p', 'rzp-sandbox-meta', meta.join(' · ')));
    const status = element('p', 'rzp-sandbox-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    body.appendChild(status);
    const pay = element('button', 'rzp-sandbox-button rzp-sandbox-pay', `Pay ${amount}`);
    pay.type = 'button';
    pay.style.background = color;
    pay.setAttribute('data-testid', 'sandbox-pay');
    const fail = element('button', 'rzp-sandbox-button rzp-sandbox-fail', 'Fail payment');
    fail.type = 'button';
    fail.setAttribute('data-testid', 'sandbox-fail');
    body.appendChild(pay);
    body.appendChild(fail);
    body.appendChild(element('p', 'rzp-sandbox-note', 'Razorpay sandbox: no money moves.'));

    dialog.appendChild(header);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    const view = {
      backdrop,
      dialog,
      status,
      // Document order, for the focus trap.
      buttons: [close, pay, fail],
      returnFocus: document.activeElement,
      overflow: document.body.style.overflow,
      // Checkout's `timeout` option (seconds from open): see _expire.
      timer: null,
      expired: false,
    };
    this._view = view;
    const timeout = Number(options.timeout);
    if (options.timeout !== undefined && Number.isFinite(timeout) && timeout > 0) {
      view.timer = setTimeout(() => this._expire(), timeout * 1000);
    }

    const dismiss = () => this._dismiss();
    close.addEventListener('click', dismiss);
    pay.addEventListener('click', () => this._submit('success'));
    fail.addEventListener('click', () => this._submit('failure'));
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && (options.modal || {}).escape !== false) {
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Tab') {
        // Keep keyboard focus inside the modal, as aria-modal promises.
        const focusable = view.buttons.filter((b) => !b.disabled);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    document.body.appendChild(backdrop);
    document.body.style.overflow = 'hidden';
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function closeCheckout() {
    const view = this._view;
    if (!view) return this;
    this._view = null;
    if (view.timer !== null) clearTimeout(view.timer);
    view.backdrop.remove();
    document.body.style.overflow = view.overflow;
    if (view.returnFocus && typeof view.returnFocus.focus === 'function') view.returnFocus.focus();
    return this;
  };

  /** The customer gave up (close button, Escape, timeout): close and call modal.ondismiss. */
  Razorpay.prototype._dismiss = function dismiss() {
    this.close();
    const modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  /**
   * The `timeout` elapsed. As on Razorpay, the checkout closes and modal.ondismiss is called,
   * unless a payment is in flight: that one completes first (its handler is called on success;
   * after a failure the popup closes instead of offering a retry).
   */
  Razorpay.prototype._expire = function expire() {
    const view = this._view;
    if (!view) return;
    view.timer = null;
    view.expired = true;
    if (!this._inFlight) this._dismiss();
  };

  Razorpay.prototype._setBusy = function setBusy(busy, message, kind) {
    const view = this._view;
    if (!view) return;
    for (const button of view.buttons) button.disabled = busy;
    view.dialog.setAttribute('aria-busy', String(busy));
    view.status.textContent = message;
    view.status.setAttribute('data-kind', kind || 'info');
  };

  /** Records the customer's choice with the sandbox, then answers like Razorpay Checkout. */
  Razorpay.prototype._submit = async function submit(outcome) {
    const options = this.options;
    const prefill = options.prefill || {};
    const view = this._view;
    this._setBusy(true, 'Processing payment…');
    this._inFlight = true;
    let response;
    let body;
    try {
      response = await fetch(`${sandboxOrigin}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: options.key,
          order_id: options.order_id,
          outcome,
          email: prefill.email ? String(prefill.email) : undefined,
          contact: prefill.contact ? String(prefill.contact) : undefined,
          description: options.description || undefined,
          notes: options.notes || undefined,
        }),
      });
      body = await response.json();
    } catch (err) {
      this._inFlight = false;
      console.error(err);
      if (view && view.expired) return this._dismiss();
      this._setBusy(false, `Could not reach the Razorpay sandbox at ${sandboxOrigin}.`, 'error');
      return;
    }
    this._inFlight = false;
    if (response.ok) {
      this.close();
      if (typeof options.handler === 'function') options.handler(body);
      else console.warn('Razorpay sandbox: payment succeeded but options.handler is not set');
      return;
    }
    const error = (body && body.error) || { description: `HTTP ${response.status}` };
    const expired = Boolean(view && view.expired);
    if (error.reason === 'payment_failed') {
      // Like Razorpay, the popup stays open so the customer can retry, unless time is up.
      this._setBusy(false, 'Payment failed. You can try again.', 'error');
      this._emit('payment.failed', body);
      if (expired) this._dismiss();
      return;
    }
    if (expired) return this._dismiss();
    this._setBusy(false, error.description, 'error');
  };

  /** Not part of Razorpay's API: lets tests and curious humans check the sandbox wiring. */
  Razorpay.sandbox = { origin: sandboxOrigin, formatAmount };

  window.Razorpay = Razorpay;
})();
