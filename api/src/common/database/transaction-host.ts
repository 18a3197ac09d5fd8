import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

const ambient = new AsyncLocalStorage<EntityManager>();

/**
 * Where services get their repositories and transactions. Inside a surrounding transaction (a
 * simulated demo write, or an outer unit of work) everything joins it, so rules and writes run
 * for real and the surrounding code decides whether they are kept.
 */
@Injectable()
export class TransactionHost {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return ambient.getStore() ?? this.dataSource.manager;
  }

  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.manager.getRepository(entity);
  }

  /** Runs `work` in a transaction, or in the surrounding one if there is one. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = ambient.getStore();
    if (current?.queryRunner?.isTransactionActive) return work(current);
    return this.dataSource.transaction((manager) => ambient.run(manager, () => work(manager)));
  }

  /** Runs `work` inside a transaction that is always rolled back (demo simulation). */
  async rolledBack<T>(work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      return await ambient.run(runner.manager, work);
    } finally {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}
