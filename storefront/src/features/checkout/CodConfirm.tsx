import { COD_CODE_RE, type OrderView } from '@arogya/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, messageOf } from '../../api/client.js';
import { serverText } from '../../i18n/server-text.js';
import { rupees } from '../../lib/format.js';

/** The order of checkout `checkoutId` once the shop has made it (asked for a few seconds). */
function useOrderOf(checkoutId: string, given: OrderView | undefined) {
  const [order, setOrder] = useState<OrderView | null>(given ?? null);
  useEffect(() => {
    if (order) return;
    let live = true;
    const ask = async (tries: number) => {
      const mine = await api<OrderView[]>('GET', '/api/orders/my-orders', { auth: true }).catch(
        () => [],
      );
      const found = mine.find((o) => o.checkoutId === checkoutId);
      if (!live) return;
      if (found) setOrder(found);
      else if (tries > 0) setTimeout(() => void ask(tries - 1), 1000);
    };
    void ask(20);
    return () => {
      live = false;
    };
  }, [checkoutId, order]);
  return [order, setOrder] as const;
}

/**
 * What a cash-on-delivery shopper does next (issue 32): type the 6-digit code texted to the
 * delivery phone, by the time shown, or the order is cancelled; then pay the total in cash when
 * it arrives. A wrong code is said beside the field; the confirmed order says so.
 */
export function CodConfirm({
  checkoutId,
  order: given,
  phone,
}: {
  checkoutId: string;
  order?: OrderView;
  phone: string;
}) {
  const { t } = useTranslation('pages');
  const [order, setOrder] = useOrderOf(checkoutId, given);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!order) return <p role="status">{t('cod.waiting')}</p>;
  const total = rupees(order.totalPrice);
  if (order.status !== 'Awaiting confirmation')
    return (
      <p
        role="status"
        data-testid="cod-confirmed"
        className="rounded-lg bg-green-50 p-4 text-green-900"
      >
        {order.status === 'Cancelled' ? t('cod.cancelled') : t('cod.confirmed', { total })}
      </p>
    );
  const confirmBy = order.cod?.confirmBy
    ? new Date(order.cod.confirmBy).toLocaleTimeString('en-IN', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      })
    : '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!COD_CODE_RE.test(typed)) return setError(t('cod.sixDigits'));
    setBusy(true);
    try {
      setOrder(
        await api<OrderView>('POST', `/api/orders/${order._id}/cod-confirmation`, {
          auth: true,
          body: { code: typed },
        }),
      );
      setError('');
    } catch (err) {
      setError(serverText(t, messageOf(err, t('cod.failed'))));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="cod-confirm"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 className="text-lg font-semibold text-amber-950">{t('cod.heading')}</h2>
      <p className="text-sm text-amber-950">{t('cod.steps', { phone, time: confirmBy, total })}</p>
      <label htmlFor="cod-code" className="block text-sm font-medium">
        {t('cod.code')}
      </label>
      <div className="flex gap-2">
        <input
          id="cod-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="cod-code-error"
          data-testid="cod-code"
          className="w-40 rounded border bg-white p-2 text-lg tracking-widest"
        />
        <button
          type="submit"
          disabled={busy}
          data-testid="cod-confirm-submit"
          className="min-h-11 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {t('cod.confirm')}
        </button>
      </div>
      <p
        id="cod-code-error"
        aria-live="polite"
        className="text-sm text-red-700"
        data-testid="cod-code-error"
      >
        {error}
      </p>
    </form>
  );
}
