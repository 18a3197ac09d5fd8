import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DemoSimulationInterceptor } from './demo-simulation.interceptor';

@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: DemoSimulationInterceptor }] })
export class DemoModule {}
