import { defineJob } from '@arogya/platform';

/** A job's data naming one id (`{ [key]: string }`), checked when the job runs. */
export const idJob = <K extends string>(name: string, key: K) =>
  defineJob<Record<K, string>>(name, (data) => {
    const id = (data as Record<string, unknown> | null)?.[key];
    if (typeof id !== 'string' || id === '') throw new Error(`Job ${name} needs ${key}`);
    return { [key]: id } as Record<K, string>;
  });

/** The end of a checkout's hold (`ExpiryJob`). */
export const EXPIRE_CHECKOUT = idJob('expire-checkout', 'checkoutId');
