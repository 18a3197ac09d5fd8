import { expect, test as setup } from '../support/test';
import { E2E_ROOT } from '../support/environment';
import { ROOT_STATE } from '../support/staff-session';

// The staff journeys share this one login; the login form itself is tested in rental-auth.spec.ts.
setup(
  'root logs in once through the form; the session is saved for the journeys',
  async ({ page }) => {
    await page.goto('/RentalRevolution/Login');
    const email = page.getByLabel('E-Mail', { exact: true });
    // Wait for the demo pre-fill, so it cannot overwrite what is typed next.
    await expect(email).toHaveValue(/.+/);
    await email.fill(E2E_ROOT.email);
    await page.getByLabel('Passwort', { exact: true }).fill(E2E_ROOT.password);
    await page.getByRole('button', { name: /Anmelden/ }).click();
    await expect(page).toHaveURL(/\/RentalRevolution\/Mitarbeiterbereich$/);
    // The staff page confirms the session with the server before it is saved.
    await expect(page.getByText(E2E_ROOT.email, { exact: true })).toBeVisible();
    await page.context().storageState({ path: ROOT_STATE });
  },
);
