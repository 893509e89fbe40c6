import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Hands every exception to the transport unchanged. Nest's default filter would replace
 * unknown errors with a generic object; `NatsRpcServer` maps errors to `{ status, message }`
 * itself and logs the 5xx ones with their stack.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
