import type {
  DeliveryZoneChanges,
  FeeSettings,
  DeliveryZoneId,
  DeliveryZoneView,
  HolidayView,
  PinStopScope,
} from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** A zone as the promise reads it. */
export interface ZoneRule {
  id: DeliveryZoneId;
  processingDays: number;
  transitDays: number;
  shippingFeePaise: number;
  enabled: boolean;
  /** issue 32: whether the zone takes cash on delivery */
  cod: boolean;
}

/** What one promise needs: the zones in order, the holidays after `from`, and whether the PIN is stopped. */
export interface PromiseFacts {
  zones: ZoneRule[];
  /** the shop's fees and offers (issue 32), read in the same round trip */
  fees: FeeSettings;
  holidays: string[];
  blocked: boolean;
  /** issue 32: the PIN is on the brand's list of PINs without cash on delivery */
  codBlocked: boolean;
}

/** A stopped PIN as stored. */
export interface StoppedPinRow {
  pin: string;
  reason: string;
  /** 'delivery': nothing is delivered there; 'cod': only cash on delivery is not offered */
  scope: PinStopScope;
  createdAt: string;
}

const ZONE_COLUMNS = `id AS "_id", name, processing_days AS "processingDays",
  transit_days AS "transitDays", shipping_fee_paise::float8 / 100 AS "shippingFee", enabled,
  cod_enabled AS cod,
  to_json(updated_at) #>> '{}' AS "updatedAt"`;
/** The fee settings' row as `FeeSettings` (a JSON object), and when it last changed. */
const FEE_JSON = `json_build_object('freeShippingOverPaise', free_shipping_over_paise,
  'defaultShippingFeePaise', default_shipping_fee_paise, 'codFeePaise', cod_fee_paise,
  'prepaidDiscountPaise', prepaid_discount_paise, 'prepaidMinOrderPaise', prepaid_min_order_paise,
  'codEnabled', cod_enabled, 'codMaxOrderPaise', cod_max_order_paise,
  'codMaxReturns', cod_max_returns, 'codPinRtoPercent', cod_pin_rto_percent,
  'codPinRtoWindow', cod_pin_rto_window, 'codRepeatHours', cod_repeat_hours)`;
/** The column of each fee setting. */
const FEE_COLUMN: Record<keyof FeeSettings, string> = {
  freeShippingOverPaise: 'free_shipping_over_paise',
  defaultShippingFeePaise: 'default_shipping_fee_paise',
  codFeePaise: 'cod_fee_paise',
  prepaidDiscountPaise: 'prepaid_discount_paise',
  prepaidMinOrderPaise: 'prepaid_min_order_paise',
  codEnabled: 'cod_enabled',
  codMaxOrderPaise: 'cod_max_order_paise',
  codMaxReturns: 'cod_max_returns',
  codPinRtoPercent: 'cod_pin_rto_percent',
  codPinRtoWindow: 'cod_pin_rto_window',
  codRepeatHours: 'cod_repeat_hours',
};
const HOLIDAY_COLUMNS = `to_char(date, 'YYYY-MM-DD') AS "_id", to_char(date, 'YYYY-MM-DD') AS date,
  name, to_json(created_at) #>> '{}' AS "createdAt"`;
const PIN_COLUMNS = `pin, reason, scope, to_json(created_at) #>> '{}' AS "createdAt"`;

/** The delivery promise's tables (zones, stopped PINs, holidays): plain SQL, small rows. */
@Injectable()
export class ServiceabilityRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Everything one promise to `pin` reads, in one round trip (holidays after day `from`). */
  async facts(pin: string, from: string): Promise<PromiseFacts> {
    const [row] = (await this.ds.query(
      `SELECT (SELECT json_agg(json_build_object('id', id, 'processingDays', processing_days,
                 'transitDays', transit_days, 'shippingFeePaise', shipping_fee_paise,
                 'enabled', enabled, 'cod', cod_enabled) ORDER BY position)
                 FROM delivery_zones) AS zones,
              (SELECT ${FEE_JSON} FROM fee_settings) AS fees,
              (SELECT coalesce(json_agg(to_char(date, 'YYYY-MM-DD')), '[]'::json)
                 FROM delivery_holidays WHERE date > $2::date) AS holidays,
              EXISTS (SELECT 1 FROM non_serviceable_pins
                       WHERE pin = $1 AND scope = 'delivery') AS blocked,
              EXISTS (SELECT 1 FROM non_serviceable_pins
                       WHERE pin = $1 AND scope = 'cod') AS "codBlocked"`,
      [pin, from],
    )) as [Omit<PromiseFacts, 'zones'> & { zones: ZoneRule[] | null }];
    return { ...row, zones: row.zones ?? [] };
  }

  /** The shop's fees and offers, and when they last changed. */
  async fees(): Promise<{ settings: FeeSettings; updatedAt: Date }> {
    const [row] = (await this.ds.query(
      `SELECT ${FEE_JSON} AS settings, updated_at AS "updatedAt" FROM fee_settings`,
    )) as [{ settings: FeeSettings; updatedAt: Date }];
    return row;
  }

  /** The fees changed by `by`, in `m`. */
  async updateFees(m: EntityManager, c: Partial<FeeSettings>, by: string) {
    const set = (Object.keys(c) as (keyof FeeSettings)[]).map(
      (k, i) => `${FEE_COLUMN[k]} = $${i + 2}`,
    );
    const [rows] = (await m.query(
      `UPDATE fee_settings SET ${set.join(', ')}, updated_by = $1, updated_at = now()
        WHERE id = 'shop' RETURNING ${FEE_JSON} AS settings, updated_at AS "updatedAt"`,
      [by, ...Object.values(c)],
    )) as [{ settings: FeeSettings; updatedAt: Date }[], number];
    return rows[0]!;
  }

  async zones(): Promise<DeliveryZoneView[]> {
    return (await this.ds.query(
      `SELECT ${ZONE_COLUMNS} FROM delivery_zones ORDER BY position`,
    )) as DeliveryZoneView[];
  }

  /** Zone `id` changed (null when there is no such zone). */
  async updateZone(
    m: EntityManager,
    id: DeliveryZoneId,
    c: DeliveryZoneChanges,
  ): Promise<DeliveryZoneView | null> {
    const [rows] = (await m.query(
      `UPDATE delivery_zones SET processing_days = coalesce($2, processing_days),
              transit_days = coalesce($3, transit_days), enabled = coalesce($4, enabled),
              shipping_fee_paise = coalesce($5, shipping_fee_paise),
              cod_enabled = coalesce($6, cod_enabled), updated_at = now()
        WHERE id = $1 RETURNING ${ZONE_COLUMNS}`,
      [
        id,
        c.processingDays ?? null,
        c.transitDays ?? null,
        c.enabled ?? null,
        c.shippingFeePaise ?? null,
        c.cod ?? null,
      ],
    )) as [DeliveryZoneView[], number];
    return rows[0] ?? null;
  }

  async stoppedPins(): Promise<StoppedPinRow[]> {
    return (await this.ds.query(
      `SELECT ${PIN_COLUMNS} FROM non_serviceable_pins ORDER BY pin`,
    )) as StoppedPinRow[];
  }

  /** Stops `pin` (null when it was stopped already). */
  async stopPin(m: EntityManager, pin: string, reason: string, by: string, scope: PinStopScope) {
    const rows = (await m.query(
      `INSERT INTO non_serviceable_pins (pin, reason, created_by, scope) VALUES ($1, $2, $3, $4)
       ON CONFLICT (pin) DO NOTHING RETURNING ${PIN_COLUMNS}`,
      [pin, reason, by, scope],
    )) as StoppedPinRow[];
    return rows[0] ?? null;
  }

  /** Delivers to `pin` again (null when it was not stopped). */
  async restorePin(m: EntityManager, pin: string): Promise<StoppedPinRow | null> {
    const [rows] = (await m.query(
      `DELETE FROM non_serviceable_pins WHERE pin = $1 RETURNING ${PIN_COLUMNS}`,
      [pin],
    )) as [StoppedPinRow[], number];
    return rows[0] ?? null;
  }

  async holidays(): Promise<HolidayView[]> {
    return (await this.ds.query(
      `SELECT ${HOLIDAY_COLUMNS} FROM delivery_holidays ORDER BY date`,
    )) as HolidayView[];
  }

  /** Adds a holiday (null when that day is one already). */
  async addHoliday(m: EntityManager, date: string, name: string, by: string) {
    const rows = (await m.query(
      `INSERT INTO delivery_holidays (date, name, created_by) VALUES ($1, $2, $3)
       ON CONFLICT (date) DO NOTHING RETURNING ${HOLIDAY_COLUMNS}`,
      [date, name, by],
    )) as HolidayView[];
    return rows[0] ?? null;
  }

  /** Removes a holiday (null when that day was none). */
  async removeHoliday(m: EntityManager, date: string): Promise<HolidayView | null> {
    const [rows] = (await m.query(
      `DELETE FROM delivery_holidays WHERE date = $1 RETURNING ${HOLIDAY_COLUMNS}`,
      [date],
    )) as [HolidayView[], number];
    return rows[0] ?? null;
  }
}
