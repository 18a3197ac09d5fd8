import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

/** The transaction a request runs in, and what should happen once it is committed. */
interface Ambient {
  manager: EntityManager;
  afterCommit: Array<() => Promise<void>>;
  /** The work runs in a transaction that will be rolled back (a simulated demo write). */
  rolledBack?: boolean;
}

const ambient = new AsyncLocalStorage<Ambient>();

/**
 * Where services get their repositories and transactions. Inside a surrounding transaction (a
 * simulated demo write, or an outer unit of work) everything joins it, so rules and writes run
 * for real and the surrounding code decides whether they are kept.
 */
@Injectable()
export class TransactionHost {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return ambient.getStore()?.manager ?? this.dataSource.manager;
  }

  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.manager.getRepository(entity);
  }

  /** Runs `work` in a transaction, or in the surrounding one if there is one. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = ambient.getStore();
    if (current?.manager.queryRunner?.isTransactionActive) return work(current.manager);
    const afterCommit: Ambient['afterCommit'] = [];
    const result = await this.dataSource.transaction((manager) =>
      ambient.run({ manager, afterCommit }, () => work(manager)),
    );
    for (const effect of afterCommit) await effect();
    return result;
  }

  /**
   * Runs `effect` (e.g. deleting files) once the surrounding transaction is committed; a
   * rolled-back transaction, such as a simulated demo write, drops it. Outside one: at once.
   */
  async afterCommit(effect: () => Promise<void>): Promise<void> {
    const current = ambient.getStore();
    if (current?.manager.queryRunner?.isTransactionActive) current.afterCommit.push(effect);
    else await effect();
  }

  /** Runs `work` inside a transaction that is always rolled back (demo simulation). */
  async rolledBack<T>(work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // Effects registered for after the commit are dropped with the transaction.
      return await ambient.run(
        { manager: runner.manager, afterCommit: [], rolledBack: true },
        work,
      );
    } finally {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }

  /**
   * Whether the current work will be rolled back whatever it does (a simulated demo write). A
   * service asks only to tell the people involved, e.g. a mail marked as an example; the decision
   * to simulate stays with the interceptor.
   */
  get willRollBack(): boolean {
    return ambient.getStore()?.rolledBack === true;
  }

  /**
   * Runs `work` in a transaction of its own that commits, outside any surrounding one: for records
   * that must last even when the surrounding work is rolled back (a wrong verification code
   * counts in a simulated booking too).
   */
  async detached<T>(work: () => Promise<T>): Promise<T> {
    return ambient.exit(() => this.transaction(() => work()));
  }
}
