import { Module } from '@nestjs/common';
import { EmployeesModule } from '../employees/employees.module';
import { WorkingHoursController } from './working-hours.controller';
import { WorkingHoursService } from './working-hours.service';

/** Staff working hours: entered per day by each, read and exported by admins. */
@Module({
  imports: [EmployeesModule],
  controllers: [WorkingHoursController],
  providers: [WorkingHoursService],
})
export class WorkingHoursModule {}
