import type { screen } from '@testing-library/react';
import type { User } from './user';

/** The labels of the booking form's customer fields, in the language of the page. */
export interface CustomerFieldLabels {
  name: string | RegExp;
  phone: string | RegExp;
  email: string | RegExp;
  street: string | RegExp;
  zipCity: string | RegExp;
  privacy: string | RegExp;
}

/**
 * Types a valid customer into a booking form (hourly or by days) and accepts the privacy
 * notice. `form` is where the fields are looked up: the form's own section is far quicker than
 * the whole screen, whose slot buttons jsdom would walk for every label.
 */
export async function fillCustomer(
  user: User,
  form: Pick<typeof screen, 'getByLabelText' | 'getByRole'>,
  f: CustomerFieldLabels,
): Promise<void> {
  await user.type(form.getByLabelText(f.name), 'Max Mustermann');
  await user.type(form.getByLabelText(f.phone), '+491701234567');
  await user.type(form.getByLabelText(f.email), 'max@example.de');
  await user.type(form.getByLabelText(f.street), 'Seestraße 12');
  await user.type(form.getByLabelText(f.zipCity), '15526 Bad Saarow');
  await user.click(form.getByRole('checkbox', { name: f.privacy }));
}
