import { COD_RTO_DAYS, ratePercent, type CodZoneOutcomes } from '@arogya/contracts';
import { Injectable } from '@nestjs/common';
import { Serviceability } from '../serviceability/serviceability.service.js';
import { CodRiskRepository } from './cod-risk.repository.js';

/** The name of the PINs no enabled zone covers, on the dashboard. */
const NO_ZONE = 'No zone';

/**
 * The dashboard's returns to origin by delivery zone (issue 32): the cash orders settled in the
 * last `COD_RTO_DAYS` days, each PIN placed in the zone it falls in now; the zones with the
 * most settled orders first.
 */
@Injectable()
export class CodOutcomes {
  constructor(
    private readonly risk: CodRiskRepository,
    private readonly serviceability: Serviceability,
  ) {}

  async byZone(): Promise<CodZoneOutcomes[]> {
    const pins = await this.risk.outcomesByPin(COD_RTO_DAYS);
    const zones = await this.serviceability.zonesOf(pins.map((p) => p.pin));
    const byZone = new Map<string, CodZoneOutcomes>();
    for (const p of pins) {
      const zone = zones.get(p.pin) ?? null;
      const key = zone?.id ?? '';
      const row = byZone.get(key) ?? {
        zone: zone?.id ?? null,
        name: zone?.name ?? NO_ZONE,
        delivered: 0,
        returned: 0,
        ratePercent: 0,
      };
      row.delivered += p.delivered;
      row.returned += p.returned;
      byZone.set(key, row);
    }
    return [...byZone.values()]
      .map((z) => ({ ...z, ratePercent: ratePercent(z.returned, z.delivered + z.returned) }))
      .sort((a, b) => b.delivered + b.returned - (a.delivered + a.returned));
  }
}
