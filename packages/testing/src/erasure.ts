import {
  ErasureDone,
  UserErasureRequestedV1,
  type ErasureDoneV1,
  type PersonalDataService,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { until } from './fixtures.js';
import type { ServiceShop } from './test-shop.js';

/** Whose erasure a test asks for: the account, and the address and number it held. */
export interface ErasedPerson {
  userId: string;
  email: string | null;
  phone: string | null;
}

/**
 * Publishes `user-erasure-requested` for `who` as the users service would (`times` copies: a
 * redelivery) and answers `service`'s `erasure-done`, once the service has settled; refuses
 * (an assertion) when the request got more than one answer.
 */
export async function erasureAnswered(
  shop: Pick<ServiceShop<object, unknown>, 'publish' | 'published' | 'settled'>,
  service: PersonalDataService,
  who: ErasedPerson,
  times = 1,
): Promise<ErasureDoneV1 & { requestId: string }> {
  const requestId = randomUUID();
  await shop.publish(
    UserErasureRequestedV1,
    { requestId, ...who, requestedAt: new Date().toISOString() },
    times,
  );
  const answers = () => shop.published(ErasureDone[service], (d) => d.requestId === requestId);
  await until(
    async () => ((await answers()).length ? true : undefined),
    10_000,
    `${service}.erasure-done`,
  );
  await shop.settled();
  const all = await answers();
  assert.equal(all.length, 1, 'one answer for one request');
  return all[0]!.data;
}
