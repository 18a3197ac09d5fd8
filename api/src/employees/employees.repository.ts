import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { Employee } from './entities/employee.entity';

/**
 * Staff records as a reader may see them; they join the caller's transaction when there is one.
 * The public demo account sees the seeded example staff and the fixed demo accounts (no real
 * person's data), never root or a real employee.
 */
@Injectable()
export class EmployeesRepository {
  constructor(private readonly transactions: TransactionHost) {}

  private visibleTo(viewer: DemoViewer) {
    const query = this.transactions.repository(Employee).createQueryBuilder('employee');
    return visibleTo(query, viewer, { alsoVisible: ['demo'] });
  }

  /** Ordered by last name, then first name. */
  listVisibleTo(viewer: DemoViewer): Promise<Employee[]> {
    return this.visibleTo(viewer)
      .orderBy('employee.last_name', 'ASC')
      .addOrderBy('employee.first_name', 'ASC')
      .addOrderBy('employee.id', 'ASC')
      .getMany();
  }

  /** Null both for an id that does not exist and for a record the reader may not see. */
  findVisibleTo(id: string, viewer: DemoViewer): Promise<Employee | null> {
    return this.visibleTo(viewer).andWhere('employee.id = :id', { id }).getOne();
  }
}
