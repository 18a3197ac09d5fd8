import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../clock';
import { TransactionHost } from './transaction-host';

/** Cross-cutting data access helpers every domain module may inject. */
@Global()
@Module({
  providers: [TransactionHost, { provide: Clock, useClass: SystemClock }],
  exports: [TransactionHost, Clock],
})
export class DatabaseModule {}
