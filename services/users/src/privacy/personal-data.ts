import type { AdminUserView, Caller, ConsentRecord, ExportSection } from '@arogya/contracts';
import { DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AddressBook } from '../addresses/address-book.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toProfile } from '../users/views.js';
import { Erasure } from './erasure.service.js';

/** What this service holds about a person: for them ("Download my data") and for the console. */
@Injectable()
export class PersonalData {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly addresses: AddressBook,
    private readonly erasure: Erasure,
  ) {}

  private async consents(userId: string): Promise<ConsentRecord[]> {
    const rows = (await this.ds.query(
      `SELECT purpose, version, granted, via, at FROM consents WHERE user_id = $1 ORDER BY at DESC`,
      [userId],
    )) as (Omit<ConsentRecord, 'at'> & { at: Date })[];
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }

  private async user(id: string): Promise<UserEntity> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id });
    if (!user) throw notFound('User not found');
    return user;
  }

  /** The person's account, consents, address book and requests. */
  async exportMine(caller: Caller): Promise<ExportSection> {
    const user = await this.user(caller.userId);
    return {
      account: { ...toProfile(user), updatedAt: user.updatedAt.toISOString() },
      consents: await this.consents(user.id),
      addresses: await this.addresses.list(caller),
      erasureRequests: await this.erasure.list(user.id),
    };
  }

  /** The console's user page. */
  async adminView(id: string): Promise<AdminUserView> {
    const user = await this.user(id);
    return {
      ...toProfile(user),
      consents: await this.consents(id),
      dataRequests: await this.erasure.list(id),
      erasedAt: user.erasedAt?.toISOString() ?? null,
    };
  }
}
