export * from './agency/agency';
export * from './contact/contact';
export * from './csrf/csrf';
export * from './health/health';
