export * from './agency/agency.zod';
export * from './auth/auth.zod';
export * from './contact/contact.zod';
export * from './csrf/csrf.zod';
export * from './employees/employees.zod';
export * from './health/health.zod';
export * from './settings/settings.zod';
