import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as Pino } from 'pino';
import { AppModule } from './app.module';
import { configureApp } from './common/http/configure-app';
import { PinoNestLogger } from './common/logging/logger';
import type { ResolvedConfig } from './config/app-config';

/** Builds the fully configured application (not listening). */
export async function createApp(
  config: ResolvedConfig,
  pino: Pino,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(pino),
    abortOnError: false,
  });
  configureApp(app, config, pino);
  return app;
}
