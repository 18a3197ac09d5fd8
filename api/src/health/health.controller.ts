import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';
import { Readiness, shuttingDownProblem } from './readiness.service';

@ApiTags('health')
@Controller('health')
@Public()
@SkipThrottle()
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: Readiness,
  ) {}

  /** Liveness: the process answers (also while the database is down). */
  @Get()
  @Header('Cache-Control', 'no-store')
  getHealth(): HealthDto {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too, and the replica is not shutting down. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiProblems(503)
  async getReadiness(): Promise<HealthDto> {
    if (this.readiness.shuttingDown) throw shuttingDownProblem();
    await this.health.assertDatabaseReachable();
    return { status: 'ready' };
  }
}
