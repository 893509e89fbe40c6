/** The browser API of Razorpay Checkout that the shop uses. */
export interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  handler: (response: RazorpayResponse) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
  /** seconds until Checkout closes itself: the checkout's hold left */
  timeout?: number;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (e: { error: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<boolean>>();

/** Loads Razorpay's checkout script at run time (SPEC §4), once; false when it cannot load. */
export function loadRazorpay(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  let p = loading.get(src);
  if (!p) {
    p = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => {
        loading.delete(src);
        resolve(false);
      };
      document.body.appendChild(script);
    });
    loading.set(src, p);
  }
  return p;
}

export type { RazorpayOptions };
