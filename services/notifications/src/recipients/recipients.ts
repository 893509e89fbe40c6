import {
  DEFAULT_LANGUAGE,
  isShopLanguage,
  UsersCalls,
  type Profile,
  type ShopLanguage,
  type StaffSettings,
} from '@arogya/contracts';
import { DATA_SOURCE, RpcClient, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';

/** How long the staff's settings are kept in memory before they are read again. */
const STAFF_SETTINGS_TTL_MS = 10_000;

/** A shopper's WhatsApp choice: the number they agreed to be written to on. */
export interface WhatsAppChoice {
  phone: string;
}

/** What notifications remembers of an order, from `order-placed`. */
export interface SeenOrder {
  orderId: string;
  userId: string;
  firstName: string;
  totalPaise: number;
  estimatedDelivery: string | null;
  /** when it was placed (ISO 8601), when the event says */
  placedAt?: string;
  /** issue 32: paid in cash on delivery (false for orders seen before) */
  paidInCash: boolean;
}

/**
 * Who messages go to: a shopper's e-mail (asked of users, so it is always the current one), a
 * shopper's WhatsApp opt-in, the staff's addresses, and the orders seen.
 */
@Injectable()
export class Recipients {
  private cached: { settings: StaffSettings; until: number } | undefined;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly rpc: RpcClient,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
  ) {}

  /**
   * The shopper, or null once the account is gone, or was erased here (nothing is sent to it
   * then: the person asked to be forgotten, even while users has not deleted the account yet).
   */
  async shopper(userId: string): Promise<Profile | null> {
    if (await this.erased(userId)) return null;
    try {
      return await this.rpc.call(UsersCalls.contact, { id: userId });
    } catch (e) {
      if (e instanceof ShopError && e.status === 404) return null;
      throw e;
    }
  }

  /** Whether the account was erased here (nothing is written to it any more). */
  async erased(userId: string): Promise<boolean> {
    const rows = (await this.ds.query('SELECT 1 FROM erasures WHERE user_id = $1 LIMIT 1', [
      userId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async whatsapp(m: EntityManager, userId: string): Promise<WhatsAppChoice | null> {
    const [row] = (await m.query(
      'SELECT whatsapp_phone FROM preferences WHERE user_id = $1 AND whatsapp_opt_in',
      [userId],
    )) as { whatsapp_phone: string | null }[];
    return row?.whatsapp_phone ? { phone: row.whatsapp_phone } : null;
  }

  /** The language of an account's messages: its choice, English when it made none. */
  async language(m: EntityManager, userId: string | null): Promise<ShopLanguage> {
    if (!userId) return DEFAULT_LANGUAGE;
    const [row] = (await m.query('SELECT language FROM preferences WHERE user_id = $1', [
      userId,
    ])) as { language: string }[];
    return isShopLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
  }

  /** Whether someone opted in to WhatsApp on this number (91 and 10 digits). */
  async whatsappOptedIn(m: EntityManager, phone: string): Promise<boolean> {
    const rows = (await m.query(
      'SELECT 1 FROM preferences WHERE whatsapp_phone = $1 AND whatsapp_opt_in LIMIT 1',
      [phone],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * What staff hear, and where: as set in the console, or from `STAFF_EMAILS` until then. Read
   * at most every `STAFF_SETTINGS_TTL_MS` (every stock change asks): another replica's change
   * shows within that.
   */
  async staff(m: EntityManager = this.ds.manager): Promise<StaffSettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.settings;
    const settings = await this.readStaff(m);
    this.cached = { settings, until: Date.now() + STAFF_SETTINGS_TTL_MS };
    return settings;
  }

  private async readStaff(m: EntityManager): Promise<StaffSettings> {
    const [row] = (await m.query(`SELECT value FROM staff_settings WHERE key = 'staff'`)) as {
      value: StaffSettings;
    }[];
    if (row) return row.value;
    const fallback = (this.config.STAFF_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    return {
      orderEmails: fallback,
      financeEmails: fallback,
      lowStockThreshold: this.config.LOW_STOCK_THRESHOLD,
      dailyDigest: true,
    };
  }

  /** Reads the staff's settings again next time (they changed in a transaction that committed). */
  forgetStaff() {
    this.cached = undefined;
  }

  async setStaff(settings: StaffSettings): Promise<StaffSettings> {
    await this.ds.query(
      `INSERT INTO staff_settings (key, value) VALUES ('staff', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(settings)],
    );
    this.cached = { settings, until: Date.now() + STAFF_SETTINGS_TTL_MS };
    return settings;
  }

  async rememberOrder(m: EntityManager, o: SeenOrder) {
    await m.query(
      `INSERT INTO orders_seen (order_id, user_id, first_name, total_paise, estimated_delivery,
         placed_at, paid_in_cash) VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()), $7)
       ON CONFLICT (order_id) DO NOTHING`,
      [
        o.orderId,
        o.userId,
        o.firstName,
        o.totalPaise,
        o.estimatedDelivery,
        o.placedAt ?? null,
        o.paidInCash,
      ],
    );
  }

  async orderCancelled(m: EntityManager, orderId: string) {
    await m.query('UPDATE orders_seen SET cancelled_at = now() WHERE order_id = $1', [orderId]);
  }

  async order(m: EntityManager, orderId: string): Promise<SeenOrder | null> {
    const [row] = (await m.query('SELECT * FROM orders_seen WHERE order_id = $1', [orderId])) as {
      order_id: string;
      user_id: string;
      first_name: string;
      total_paise: number;
      estimated_delivery: string | null;
      paid_in_cash: boolean;
    }[];
    return row
      ? {
          orderId: row.order_id,
          userId: row.user_id,
          firstName: row.first_name,
          totalPaise: row.total_paise,
          estimatedDelivery: row.estimated_delivery,
          paidInCash: row.paid_in_cash,
        }
      : null;
  }
}
