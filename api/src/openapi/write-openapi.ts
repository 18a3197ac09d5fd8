import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { stringify } from 'yaml';
import { configureApp } from '../common/http/configure-app';
import { createPino } from '../common/logging/logger';
import { buildOpenApiDocument } from './api-docs';
import { compileOfflineApp } from './offline-app';
import { sortKeys } from './sort-keys';

/**
 * Writes the sorted OpenAPI document of the built API without listening or connecting to a
 * database: usage `node dist/openapi/write-openapi.js [output-file]`.
 */
async function writeOpenApi(output: string): Promise<void> {
  const { moduleRef, config } = await compileOfflineApp();
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
