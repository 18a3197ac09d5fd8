export * from './agency/agency';
export * from './auth/auth';
export * from './contact/contact';
export * from './csrf/csrf';
export * from './employees/employees';
export * from './health/health';
export * from './settings/settings';
