import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { EmployeesController } from './employees.controller';
import { EmployeesRepository } from './employees.repository';
import { EmployeesService } from './employees.service';
import { MeController } from './me.controller';
import { Employee } from './entities/employee.entity';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { StaffAccountsInitializer } from './staff-accounts.initializer';

@Module({
  imports: [TypeOrmModule.forFeature([Employee, PasswordResetToken]), MailModule],
  controllers: [EmployeesController, MeController],
  providers: [
    EmployeesService,
    EmployeesRepository,
    PasswordResetService,
    StaffAccountsInitializer,
  ],
  exports: [EmployeesService, PasswordResetService, StaffAccountsInitializer],
})
export class EmployeesModule {}
