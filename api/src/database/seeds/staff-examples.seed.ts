import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../common/security/password-hashing';
import type { Seed } from './run-seeds';

interface ExampleStaff {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  additional: string | null;
  zipAndCity: string;
  active: boolean;
}

/**
 * Fictitious staff at a reserved example domain (RFC 2606). One is inactive, so the demo account
 * sees both states on the Mitarbeiter page.
 */
const STAFF: readonly ExampleStaff[] = [
  {
    firstName: 'Jonas',
    lastName: 'Krüger',
    email: 'jonas.krueger@example.com',
    phone: '+4915112345601',
    street: 'Hafenstraße 12',
    additional: null,
    zipAndCity: '18055 Rostock',
    active: true,
  },
  {
    firstName: 'Miriam',
    lastName: 'Schulte',
    email: 'miriam.schulte@example.com',
    phone: '+4917098765402',
    street: 'Seestraße 5',
    additional: 'Wohnung 4',
    zipAndCity: '18119 Warnemünde',
    active: true,
  },
  {
    firstName: 'Tobias',
    lastName: 'Albrecht',
    email: 'tobias.albrecht@example.com',
    phone: '+4938112345603',
    street: 'Kirchplatz 1',
    additional: null,
    zipAndCity: '18057 Rostock',
    active: false,
  },
  {
    firstName: 'Sabine',
    lastName: 'Wendt',
    email: 'sabine.wendt@example.com',
    phone: '+4916055512304',
    street: 'Am Strom 88',
    additional: 'Dachgeschoss',
    zipAndCity: '18119 Warnemünde',
    active: true,
  },
];

/**
 * Example staff records, marked `example`: the employee list the demo account sees instead of
 * real staff. Nobody can use them: their passwords are random and unknown, and the API refuses
 * logins, sessions and password resets of example accounts anyway.
 */
export const staffExamples: Seed = {
  name: 'staff-examples',
  async run(manager) {
    for (const person of STAFF) {
      await manager.query(
        `INSERT INTO employees (first_name, last_name, email, phone, street, additional,
                                zip_and_city, password_hash, role, active, demo, example)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'employee', $9, false, true)
         ON CONFLICT (email) DO NOTHING`,
        [
          person.firstName,
          person.lastName,
          person.email,
          person.phone,
          person.street,
          person.additional,
          person.zipAndCity,
          await hashPassword(randomBytes(24).toString('hex')),
          person.active,
        ],
      );
    }
  },
};
