import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseUnavailableProblem } from '../common/problem/problem';

/** Readiness must answer quickly even when the database is silent. */
const READY_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async assertDatabaseReachable(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('timeout exceeded when trying to connect')),
        READY_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch {
      throw databaseUnavailableProblem();
    } finally {
      clearTimeout(timer);
    }
  }
}
