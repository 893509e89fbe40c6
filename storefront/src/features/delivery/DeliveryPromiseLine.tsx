import type { PinPromise } from './pin-promise.js';

/**
 * The promise as one line ("Delivers to 313001 by Tue, 2 Dec", "Not deliverable to this PIN
 * yet"), announced politely as it changes; nothing while no complete PIN was entered.
 */
export default function DeliveryPromiseLine({
  promise,
  id,
  testId,
}: {
  promise: PinPromise;
  id: string;
  testId: string;
}) {
  const text =
    promise.status === 'ok'
      ? promise.view.message
      : promise.status === 'loading'
        ? 'Checking delivery…'
        : promise.status === 'idle'
          ? ''
          : promise.message;
  const bad =
    promise.status === 'unknown' || (promise.status === 'ok' && !promise.view.deliverable);
  return (
    <p
      id={id}
      role="status"
      data-testid={testId}
      data-deliverable={promise.status === 'ok' ? String(promise.view.deliverable) : undefined}
      data-date={
        promise.status === 'ok' ? (promise.view.estimatedDelivery ?? undefined) : undefined
      }
      className={`text-sm ${bad ? 'font-medium text-red-700' : 'text-green-800'} ${text ? '' : 'sr-only'}`}
    >
      {text}
    </p>
  );
}
