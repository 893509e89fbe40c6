import {
  feeSettingsView,
  ServiceabilityChangedV1,
  type FeeSettings,
  type FeeSettingsView,
  type Caller,
  type DeliveryZoneChanges,
  type DeliveryTerms,
  type DeliveryZoneId,
  type DeliveryZoneView,
  type HolidayInput,
  type HolidayView,
  type NonServiceablePinInput,
  type NonServiceablePinView,
} from '@arogya/contracts';
import { appendToOutbox, conflict, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cityOfDistrict } from './city.js';
import { findPin } from './pin-directory.js';
import { ServiceabilityRepository, type StoppedPinRow } from './serviceability.repository.js';
import { Serviceability } from './serviceability.service.js';

const announce = (
  m: EntityManager,
  caller: Caller,
  what: ServiceabilityChangedV1['what'],
  action: ServiceabilityChangedV1['action'],
  key: string,
) => appendToOutbox(m, ServiceabilityChangedV1, { what, action, key, actor: caller.userId });

const pinView = (row: StoppedPinRow): NonServiceablePinView => {
  const p = findPin(row.pin);
  return {
    _id: row.pin,
    pin: row.pin,
    city: p ? cityOfDistrict(p.district) : '',
    state: p?.state ?? '',
    reason: row.reason,
    scope: row.scope,
    createdAt: row.createdAt,
  };
};

/**
 * Admins' edits of the delivery promise: zones, PIN codes the shop does not deliver to, and
 * holidays. Each change and its `serviceability-changed` event are written in one transaction;
 * the promise reads the tables on every ask, so a change holds from the next one on.
 */
@Injectable()
export class ServiceabilityAdmin {
  constructor(
    private readonly repo: ServiceabilityRepository,
    private readonly serviceability: Serviceability,
  ) {}

  zones(): Promise<DeliveryZoneView[]> {
    return this.repo.zones();
  }

  /**
   * The enabled zones with their days and fees, and the shop's fees and offers, for shoppers
   * (no admin's dates or switches).
   */
  async terms(): Promise<DeliveryTerms> {
    const [all, fees] = await Promise.all([this.repo.zones(), this.fees()]);
    const { id: _id, updatedAt: _at, ...shown } = fees;
    return {
      zones: all
        .filter((z) => z.enabled)
        .map(({ _id, name, processingDays, transitDays, shippingFee }) => ({
          _id,
          name,
          processingDays,
          transitDays,
          shippingFee,
        })),
      fees: shown,
    };
  }

  /** The shop's fees and offers (issue 32). */
  async fees(): Promise<FeeSettingsView> {
    const { settings, updatedAt } = await this.repo.fees();
    return feeSettingsView(settings, updatedAt);
  }

  updateFees(caller: Caller, changes: Partial<FeeSettings>): Promise<FeeSettingsView> {
    return this.repo.transaction(async (m) => {
      const { settings, updatedAt } = await this.repo.updateFees(m, changes, caller.userId);
      await announce(m, caller, 'fee-settings', 'updated', 'shop');
      return feeSettingsView(settings, updatedAt);
    });
  }

  updateZone(caller: Caller, id: DeliveryZoneId, changes: DeliveryZoneChanges) {
    return this.repo.transaction(async (m) => {
      const zone = await this.repo.updateZone(m, id, changes);
      if (!zone) throw notFound('Delivery zone not found');
      await announce(m, caller, 'delivery-zone', 'updated', id);
      return zone;
    });
  }

  async nonServiceablePins(): Promise<NonServiceablePinView[]> {
    return (await this.repo.stoppedPins()).map(pinView);
  }

  addNonServiceablePin(caller: Caller, input: NonServiceablePinInput) {
    this.serviceability.entry(input.pin); // 400 for a PIN India Post does not know
    return this.repo.transaction(async (m) => {
      const scope = input.scope ?? 'delivery';
      const row = await this.repo.stopPin(m, input.pin, input.reason, caller.userId, scope);
      // a PIN is on the list once: stopped for every delivery, or for cash on delivery only
      if (!row)
        throw conflict(
          scope === 'delivery'
            ? `PIN code ${input.pin} is already not deliverable`
            : `PIN code ${input.pin} is already on the list`,
        );
      await announce(m, caller, 'non-serviceable-pin', 'created', input.pin);
      return pinView(row);
    });
  }

  removeNonServiceablePin(caller: Caller, pin: string) {
    return this.repo.transaction(async (m) => {
      const row = await this.repo.restorePin(m, pin);
      if (!row) throw notFound(`PIN code ${pin} is not on the list`);
      await announce(m, caller, 'non-serviceable-pin', 'deleted', pin);
      return pinView(row);
    });
  }

  holidays(): Promise<HolidayView[]> {
    return this.repo.holidays();
  }

  addHoliday(caller: Caller, input: HolidayInput) {
    return this.repo.transaction(async (m) => {
      const row = await this.repo.addHoliday(m, input.date, input.name, caller.userId);
      if (!row) throw conflict(`${input.date} is a holiday already`);
      await announce(m, caller, 'holiday', 'created', input.date);
      return row;
    });
  }

  removeHoliday(caller: Caller, date: string) {
    return this.repo.transaction(async (m) => {
      const row = await this.repo.removeHoliday(m, date);
      if (!row) throw notFound(`${date} is not a holiday`);
      await announce(m, caller, 'holiday', 'deleted', date);
      return row;
    });
  }
}
