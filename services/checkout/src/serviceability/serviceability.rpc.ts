import { ServiceabilityCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ServiceabilityAdmin } from './serviceability-admin.service.js';
import { Serviceability } from './serviceability.service.js';

/** The delivery promise and its admin data (`checkout.serviceability.*`, zones, PINs, holidays). */
@Injectable()
export class ServiceabilityRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly serviceability: Serviceability,
    private readonly admin: ServiceabilityAdmin,
  ) {}

  onModuleInit() {
    const { rpc, serviceability, admin } = this;
    const C = ServiceabilityCalls;
    rpc.handle(C.check, ({ pin }) => serviceability.check(pin));
    rpc.handle(C.terms, () => admin.terms());
    rpc.handle(C.zones, () => admin.zones());
    rpc.handle(C.updateZone, ({ caller, id, changes }) => admin.updateZone(caller, id, changes));
    rpc.handle(C.fees, () => admin.fees());
    rpc.handle(C.updateFees, ({ caller, changes }) => admin.updateFees(caller, changes));
    rpc.handle(C.nonServiceablePins, () => admin.nonServiceablePins());
    rpc.handle(C.addNonServiceablePin, ({ caller, ...input }) =>
      admin.addNonServiceablePin(caller, input),
    );
    rpc.handle(C.removeNonServiceablePin, ({ caller, pin }) =>
      admin.removeNonServiceablePin(caller, pin),
    );
    rpc.handle(C.holidays, () => admin.holidays());
    rpc.handle(C.addHoliday, ({ caller, ...input }) => admin.addHoliday(caller, input));
    rpc.handle(C.removeHoliday, ({ caller, date }) => admin.removeHoliday(caller, date));
  }
}
