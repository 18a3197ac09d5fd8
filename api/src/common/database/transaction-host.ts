import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

/** The transaction a request runs in, and what should happen once it is committed. */
interface Ambient {
  manager: EntityManager;
  afterCommit: Array<() => Promise<void>>;
  /** What should happen once the transaction has ended, committed or not. */
  afterEnd: Array<() => Promise<void>>;
  /** The work runs in a transaction that will be rolled back (a simulated demo write). */
  rolledBack?: boolean;
}

/** Runs `effects` in order; the work's own error, if any, wins over theirs. */
async function runEffects(effects: Array<() => Promise<void>>, workFailed: boolean): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      if (!workFailed) throw error;
    }
  }
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
    const afterEnd: Ambient['afterEnd'] = [];
    let result: T;
    try {
      result = await this.dataSource.transaction((manager) =>
        ambient.run({ manager, afterCommit, afterEnd }, () => work(manager)),
      );
    } catch (error) {
      await ambient.exit(() => runEffects(afterEnd, true));
      throw error;
    }
    await ambient.exit(() => runEffects(afterEnd, false));
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
    const afterEnd: Ambient['afterEnd'] = [];
    let workFailed = true;
    try {
      // Effects registered for after the commit are dropped with the transaction.
      const result = await ambient.run(
        { manager: runner.manager, afterCommit: [], afterEnd, rolledBack: true },
        work,
      );
      workFailed = false;
      return result;
    } finally {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      await ambient.exit(() => runEffects(afterEnd, workFailed));
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
   * Runs `effect` once the surrounding transaction has ended, committed or rolled back, on a
   * connection of its own (the transaction's is released by then, so a busy pool cannot deadlock
   * on it): for records that must last whatever the work does, e.g. a wrong verification code,
   * which counts in a simulated booking too. Outside a transaction: at once.
   */
  async afterEnd(effect: () => Promise<void>): Promise<void> {
    const current = ambient.getStore();
    if (current?.manager.queryRunner?.isTransactionActive) current.afterEnd.push(effect);
    else await effect();
  }
}
