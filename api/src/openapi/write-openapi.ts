import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { stringify } from 'yaml';
import { AppModule } from '../app.module';
import { configureApp } from '../common/http/configure-app';
import { createPino } from '../common/logging/logger';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './api-docs';
import { sortKeys } from './sort-keys';

/**
 * Writes the sorted OpenAPI document of the built API without listening or connecting to a
 * database: usage `node dist/openapi/write-openapi.js [output-file]`.
 */
async function writeOpenApi(output: string): Promise<void> {
  const loaded = loadConfig({
    SESSION_SECRET: 'x'.repeat(32),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
  });
  const config = {
    ...loaded,
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    mail: { ...loaded.mail, smtpUrl: 'smtp://127.0.0.1:1' },
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(getDataSourceToken())
    // Documentation needs the routes only: a stand-in data source that never connects.
    .useValue({
      options: { type: 'postgres' },
      entityMetadatas: [],
      isInitialized: false,
      manager: {},
      getRepository: () => ({}),
      destroy: async () => undefined,
    })
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: false,
  });
  configureApp(app, config, createPino('silent'));
  // Not initialised: documentation needs the routes only, no start-up work (accounts, mail queue).
  const document = sortKeys(buildOpenApiDocument(app));
  writeFileSync(output, stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }));
}

writeOpenApi(
  resolve(process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'openapi.yaml')),
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
