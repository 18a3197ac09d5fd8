import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { Readiness } from './readiness.service';

@Module({
  controllers: [HealthController],
  providers: [HealthService, Readiness],
  exports: [Readiness],
})
export class HealthModule {}
