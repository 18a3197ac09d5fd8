export * from './agency/agency.zod';
export * from './contact/contact.zod';
export * from './csrf/csrf.zod';
export * from './health/health.zod';
