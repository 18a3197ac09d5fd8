import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';

/** Fixed staff members, so tests can look for them (the generated mocks are random). */
export const employeeProfile: StaffProfileDto = {
  id: '2b8f9a70-6d0c-4c1e-9a55-7f7f0d7c1a11',
  username: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Muster',
  isAdmin: false,
  role: 'employee',
  demo: false,
  loggedInOn: new Date().toISOString(),
};

export const adminProfile: StaffProfileDto = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5',
  username: 'root@example.com',
  firstName: 'Rita',
  lastName: 'Root',
  isAdmin: true,
  role: 'root',
  demo: false,
  loggedInOn: new Date().toISOString(),
};
