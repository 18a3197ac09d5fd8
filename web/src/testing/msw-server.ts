import { getAgencyMock } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { getContactMock } from '@showcase/contracts/generated/endpoints/contact/contact.msw';
import { getCsrfMock } from '@showcase/contracts/generated/endpoints/csrf/csrf.msw';
import { setupServer } from 'msw/node';

/** The API as the contract describes it; tests override single endpoints with `server.use`. */
export const server = setupServer(...getCsrfMock(), ...getAgencyMock(), ...getContactMock());
