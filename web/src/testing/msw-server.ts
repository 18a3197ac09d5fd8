import { getAgencyMock } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { getAuthMock } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { getContactMock } from '@showcase/contracts/generated/endpoints/contact/contact.msw';
import { getCsrfMock } from '@showcase/contracts/generated/endpoints/csrf/csrf.msw';
import { getEmployeesMock } from '@showcase/contracts/generated/endpoints/employees/employees.msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { artHandlers } from './art-fixtures';
import { bookingHandlers } from './booking-fixtures';
import { rentalHandlers } from './rental-fixtures';
import { staffOverview } from './staff-fixtures';

/** The API as the contract describes it; tests override single endpoints with `server.use`. */
export const server = setupServer(
  ...getCsrfMock(),
  ...getAgencyMock(),
  ...getContactMock(),
  ...getAuthMock(),
  ...getEmployeesMock(),
  ...rentalHandlers,
  ...bookingHandlers,
  ...artHandlers,
  // A calm menu: no badges, no banner, unless a test says otherwise.
  http.get('*/api/v1/staff/overview', () => HttpResponse.json(staffOverview())),
  // The settings page of an admin lists the API tokens: none, unless a test says otherwise …
  http.get('*/api/v1/api-tokens', () => HttpResponse.json({ items: [] })),
  // … and the webhooks: none either.
  http.get('*/api/v1/webhooks', () => HttpResponse.json({ items: [] })),
);
