import type { ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { TestingModule } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import type { ResolvedConfig } from '../config/app-config';

/**
 * The whole application's module graph without a database or mail server: for tools that need
 * the routes only (the OpenAPI writer, the route-access test). Nothing connects, and it is not
 * initialised, so no start-up work (accounts, mail queue) runs.
 */
export async function compileOfflineApp(
  extraImports: NonNullable<ModuleMetadata['imports']> = [],
): Promise<{ moduleRef: TestingModule; config: ResolvedConfig }> {
  const loaded = loadConfig({
    SESSION_SECRET: 'x'.repeat(32),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
  });
  const config: ResolvedConfig = {
    ...loaded,
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    mail: { ...loaded.mail, smtpUrl: 'smtp://127.0.0.1:1' },
  };
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...extraImports],
  })
    .overrideProvider(getDataSourceToken())
    .useValue({
      options: { type: 'postgres' },
      entityMetadatas: [],
      isInitialized: false,
      manager: {},
      getRepository: () => ({}),
      destroy: async () => undefined,
    })
    .compile();
  return { moduleRef, config };
}
