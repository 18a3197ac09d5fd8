import { Module } from '@nestjs/common';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { EmployeesModule } from '../employees/employees.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';

@Module({
  imports: [EmployeesModule, ApiTokensModule],
  controllers: [AuthController],
  providers: [AuthService, AccessGuard],
  exports: [AccessGuard],
})
export class AuthModule {}
