import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner';

/** The process's one job runner (pg-boss), for every module's queues and schedules. */
@Global()
@Module({ providers: [JobRunner], exports: [JobRunner] })
export class JobsModule {}
