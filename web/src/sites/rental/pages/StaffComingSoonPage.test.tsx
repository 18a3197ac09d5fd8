import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { staffOverview } from '../../../testing/staff-fixtures';
import { adminProfile } from '../../../testing/staff-profiles';
import { storeUser } from '../features/auth/stored-user';
import { staffMenuTexts } from '../features/staff-area/staff-menu-texts';
import { rentalPaths } from '../rental-paths';

const t = staffMenuTexts.comingSoon;

function openAs(path: string) {
  storeUser(adminProfile);
  server.use(
    getGetCurrentStaffMockHandler(adminProfile),
    http.get('*/api/v1/staff/overview', () => Response.json(staffOverview())),
  );
  return renderRoutes(routes, path);
}

describe('StaffComingSoonPage', () => {
  it.each([
    ['/RentalRevolution/Mitarbeiter', t.areas.employees],
    ['/RentalRevolution/Arbeitsstunden', t.areas.workingHours],
    ['/RentalRevolution/Einstellungen', t.areas.settings],
  ])('%s is named after its area and says what will come there', async (path, area) => {
    const { router } = openAs(path);

    expect(await screen.findByRole('heading', { level: 1, name: area.title })).toBeInTheDocument();
    expect(screen.getByText('Dieser Bereich kommt bald.')).toBeInTheDocument();
    expect(screen.getByText(area.text)).toBeInTheDocument();
    expect(document.title).toBe(`${area.title} – RentalRevolution`);
    // No 404 on the way.
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { name: /404|nicht gefunden/i })).not.toBeInTheDocument();
  });

  it('leads back to the main menu', async () => {
    const { router } = openAs(rentalPaths.settings);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: t.back }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.staffArea));
    expect(await screen.findByRole('heading', { level: 1, name: 'Intern' })).toBeInTheDocument();
  });

  it('is reached from the menu tile', async () => {
    const { router } = openAs(rentalPaths.staffArea);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Arbeitsstunden' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.workingHours));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arbeitsstunden' }),
    ).toBeInTheDocument();
  });
});
