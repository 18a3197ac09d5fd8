import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import { getGetPriceDurationsQueryKey } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import type { UpdateBusinessSettingsDto } from '@showcase/contracts/generated/model/updateBusinessSettingsDto';
import type { UpdateProfileDto } from '@showcase/contracts/generated/model/updateProfileDto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { businessSettings } from '../../../testing/rental-fixtures';
import { renderSite } from '../../../testing/render';
import { settingsProfile } from '../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../testing/staff-profiles';
import { readStoredUser, storeUser } from '../features/auth/stored-user';
import { settingsDe } from '../features/settings/settings-texts';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';
import { rentalPaths } from '../rental-paths';
import { fieldProblemResponse } from '../../../testing/problem-response';
import { setupUser } from '../../../testing/user';

const path = '/RentalRevolution/Einstellungen';
const t = settingsDe;
const SAVED = 'Änderungen wurden übernommen!';

/** A small settings server: GET/PUT /me and GET/PUT /settings/business as the API answers. */
let me: EmployeeDto;
let business: BusinessSettingsDto;
let profileBodies: UpdateProfileDto[];
let businessBodies: UpdateBusinessSettingsDto[];
let businessReads: number;
let simulate: boolean;

const capitalise = (name: string) => name.charAt(0).toLocaleUpperCase('de-DE') + name.slice(1);

beforeEach(() => {
  me = settingsProfile();
  business = { ...businessSettings };
  profileBodies = [];
  businessBodies = [];
  businessReads = 0;
  simulate = false;
  server.use(
    http.get('*/api/v1/me', () => HttpResponse.json(me)),
    http.put('*/api/v1/me', async ({ request }) => {
      const body = (await request.json()) as UpdateProfileDto;
      profileBodies.push(body);
      const profile: EmployeeDto = {
        ...me,
        firstName: capitalise(body.firstName),
        lastName: capitalise(body.lastName),
        email: body.email.toLowerCase(),
        phone: body.phone ?? null,
        street: body.street ?? null,
        additional: body.additional ?? null,
        zipAndCity: body.zipAndCity ?? null,
      };
      if (!simulate) me = profile;
      return HttpResponse.json({
        profile,
        sessionsEnded: body.newPassword !== undefined,
        ...(simulate && { simulated: true }),
      });
    }),
    http.get('*/api/v1/settings/business', () => {
      businessReads += 1;
      return HttpResponse.json(business);
    }),
    http.put('*/api/v1/settings/business', async ({ request }) => {
      const body = (await request.json()) as UpdateBusinessSettingsDto;
      businessBodies.push(body);
      if (!simulate) business = body;
      return HttpResponse.json({ ...body, ...(simulate && { simulated: true }) });
    }),
  );
});

function openAs(profile: StaffProfileDto) {
  storeUser(profile);
  server.use(getGetCurrentStaffMockHandler(profile));
  return renderSite(rentalRoutes, path);
}

const personalForm = () => screen.getByRole('region', { name: t.personal.title });
const businessForm = () => screen.getByRole('region', { name: t.business.title });
const group = (name: string) => within(businessForm()).getByRole('group', { name });

async function loaded() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  expect(await screen.findByLabelText('Vorname')).toBeInTheDocument();
}

async function businessLoaded() {
  await within(businessForm()).findByRole('checkbox', { name: 'Wir stellen ein' });
}

describe('SettingsPage – personal data', () => {
  it('fills the form from GET /me and shows no business form to an employee', async () => {
    me = settingsProfile({ additional: 'Hinterhaus' });
    openAs(employeeProfile);
    await loaded();

    expect(document.title).toBe('Einstellungen – RentalRevolution');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Erika');
    expect(screen.getByLabelText('Nachname')).toHaveValue('Muster');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('erika@example.de');
    expect(screen.getByLabelText(/^Handynummer/)).toHaveValue('+4917612345678');
    expect(screen.getByLabelText(/^Straße & Hausnummer/)).toHaveValue('Seeweg 7');
    expect(screen.getByLabelText(/^Adresszusatz/)).toHaveValue('Hinterhaus');
    expect(screen.getByLabelText(/^PLZ & Ort/)).toHaveValue('15526 Bad Saarow');
    expect(screen.getByLabelText(/^Neues Passwort \(/)).toHaveValue('');
    expect(screen.getByLabelText(/^Passwort wiederholen/)).toHaveValue('');
    expect(screen.getByLabelText('E-Mail-Adresse')).not.toHaveAttribute('readonly');

    expect(screen.queryByRole('region', { name: t.business.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Wir stellen ein' })).not.toBeInTheDocument();
    expect(businessReads).toBe(0);
  });

  it("shows every rule's message at its field and sends nothing", async () => {
    const user = setupUser();
    openAs(employeeProfile);
    await loaded();

    const fill = async (label: string | RegExp, value: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    };
    await fill('Vorname', ' ');
    await fill('Nachname', 'x'.repeat(26));
    await fill('E-Mail-Adresse', 'erika@');
    await fill(/^Handynummer/, '0176-12');
    await fill(/^Straße & Hausnummer/, 's'.repeat(51));
    await fill(/^Adresszusatz/, 'a'.repeat(51));
    await fill(/^PLZ & Ort/, 'z'.repeat(51));
    await fill(/^Neues Passwort \(/, 'abc');
    await fill(/^Passwort wiederholen/, 'abd');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    const messageOf = (label: string | RegExp) =>
      screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    const expected: [string | RegExp, string][] = [
      ['Vorname', 'Bitte geben Sie einen gültigen Vornamen an.'],
      ['Nachname', 'Bitte geben Sie einen gültigen Nachnamen an.'],
      ['E-Mail-Adresse', 'Bitte geben Sie eine gültige Emailadresse an.'],
      [/^Handynummer/, 'Bitte geben Sie eine gültige Handynummer an.'],
      [/^Straße & Hausnummer/, 'Bitte geben Sie eine gültige Straße & Hausnummer an.'],
      [/^Adresszusatz/, 'Der Adresszusatz ist zu lang.'],
      [/^PLZ & Ort/, 'Bitte geben Sie eine gültige PLZ & Ort an.'],
      [/^Neues Passwort \(/, 'Das Passwort muss zwischen 4 bis 20 Zeichen lang sein.'],
      [/^Passwort wiederholen/, 'Die eingegebenen Passwörter stimmen nicht überein.'],
    ];
    for (const [label, message] of expected) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message),
      );
      expect(document.getElementById(messageOf(label))).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
    expect(profileBodies).toEqual([]);
  });

  it('saves, shows the names as saved (capitalised), updates the stored user and returns to the menu after about 3.5 s', async () => {
    const user = setupUser();
    const { router } = openAs(employeeProfile);
    await loaded();

    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'erika-maria');
    await user.clear(screen.getByLabelText('Nachname'));
    await user.type(screen.getByLabelText('Nachname'), 'see');
    await user.clear(screen.getByLabelText(/^Handynummer/));
    await user.clear(screen.getByLabelText(/^Adresszusatz/));
    await user.type(screen.getByLabelText(/^Adresszusatz/), ' Hinterhaus ');
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await settleUntil(() => expect(screen.getByText(SAVED)).toBeInTheDocument());

    expect(profileBodies).toEqual([
      {
        firstName: 'erika-maria',
        lastName: 'see',
        email: 'erika@example.de',
        street: 'Seeweg 7',
        additional: 'Hinterhaus',
        zipAndCity: '15526 Bad Saarow',
      },
    ]);
    expect(screen.getByLabelText('Vorname')).toHaveValue('Erika-maria');
    expect(screen.getByLabelText('Nachname')).toHaveValue('See');
    expect(screen.getByText(t.savedToMenu)).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();
    // The menu's greeting and every signed text read the stored user.
    expect(readStoredUser()).toMatchObject({ first_name: 'Erika-maria', last_name: 'See' });
    // Locked while the note shows.
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();

    await advanceBy(3300);
    expect(router.state.location.pathname).toBe(path);
    await advanceBy(200);
    await settleUntil(() => expect(router.state.location.pathname).toBe(rentalPaths.staffArea));
  });

  it('after a new password: every session ended, so the stored user goes and Login follows', async () => {
    const user = setupUser();
    const { router } = openAs(employeeProfile);
    await loaded();

    await user.type(screen.getByLabelText(/^Neues Passwort \(/), 'neu-1234');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'neu-1234');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await settleUntil(() => expect(screen.getByText(SAVED)).toBeInTheDocument());

    expect(profileBodies[0]?.newPassword).toBe('neu-1234');
    expect(screen.getByText(t.savedToLogin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Neues Passwort \(/)).toHaveValue('');
    expect(readStoredUser()).not.toBeNull();

    await advanceBy(3300);
    expect(router.state.location.pathname).toBe(path);
    await advanceBy(200);
    await settleUntil(() => expect(router.state.location.pathname).toBe(rentalPaths.login));
    await settleUntil(() => expect(readStoredUser()).toBeNull());
    // Login, not the home page the staff guard sends nobody-logged-in to; it asks to log in again.
    expect(router.state.location.pathname).toBe(rentalPaths.login);
    expect(
      screen.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
  });

  it('shows a taken e-mail address at its field', async () => {
    server.use(
      http.put('*/api/v1/me', () =>
        fieldProblemResponse(409, 'EMAIL_TAKEN', [{ field: 'email', code: 'EMAIL_TAKEN' }]),
      ),
    );
    const user = setupUser();
    const { router } = openAs(employeeProfile);
    await loaded();

    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'rita@example.de');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    const email = screen.getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email).toHaveAccessibleDescription(t.personal.errors.emailTaken));
    expect(email).toHaveFocus();
    expect(screen.getByText(t.checkFields)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows the API's field objections at the fields, and a failure without any", async () => {
    let answer = () =>
      fieldProblemResponse(400, 'VALIDATION_FAILED', [
        { field: 'phone', code: 'INVALID_FORMAT' },
        { field: 'zipAndCity', code: 'TOO_LONG' },
      ]);
    server.use(http.put('*/api/v1/me', () => answer()));
    const user = setupUser();
    openAs(employeeProfile);
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Handynummer/)).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige Handynummer an.',
      ),
    );
    expect(screen.getByLabelText(/^PLZ & Ort/)).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige PLZ & Ort an.',
    );
    expect(screen.getByLabelText(/^Handynummer/)).toHaveFocus();

    answer = () => HttpResponse.json({}, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
  });

  it('says when the data cannot be loaded and loads again on request', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/me', () =>
        fail ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(me),
      ),
    );
    const user = setupUser();
    openAs(employeeProfile);

    expect(await screen.findByText(t.personal.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(personalForm()).getByRole('button', { name: t.retry }));
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Erika');
  });
});

describe('SettingsPage – root', () => {
  const rootRecord = () =>
    settingsProfile({
      id: adminProfile.id,
      firstName: 'Admin',
      lastName: 'Account',
      email: 'root@example.com',
      phone: null,
      street: null,
      zipAndCity: null,
      role: 'root',
    });

  it("keeps root's e-mail, password and fixed name read-only and says why; never sends a password", async () => {
    me = rootRecord();
    const user = setupUser();
    openAs(adminProfile);
    await loaded();

    expect(screen.getByText(t.personal.root.note)).toBeInTheDocument();
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(t.personal.root.email);
    for (const label of [/^Neues Passwort \(/, /^Passwort wiederholen/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(t.personal.root.password);
    }
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Handynummer/)).not.toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(/^Handynummer/), '+49301234');
    await user.type(screen.getByLabelText(/^Neues Passwort \(/), 'ignored');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(profileBodies).toEqual([
      { firstName: 'Admin', lastName: 'Account', email: 'root@example.com', phone: '+49301234' },
    ]);
  });

  it("stores and greets root as 'Admin' ('Admin Account' in full), whatever its stored name", async () => {
    storeUser(adminProfile);
    expect(readStoredUser()).toMatchObject({ first_name: 'Admin', last_name: 'Account' });

    server.use(getGetCurrentStaffMockHandler(adminProfile));
    renderSite(rentalRoutes, rentalPaths.staffArea);
    expect(await screen.findByText(/^Hallo Admin,/)).toBeInTheDocument();
    expect(screen.queryByText(/Rita/)).not.toBeInTheDocument();
  });

  it("keeps root 'Admin' in the stored user after saving, whatever name the record has", async () => {
    me = { ...rootRecord(), firstName: 'Rita', lastName: 'Root' };
    const user = setupUser();
    openAs(adminProfile);
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(readStoredUser()).toMatchObject({
      first_name: 'Admin',
      last_name: 'Account',
      username: 'root@example.com',
    });
  });

  it("answers the API's 403 for root's configured fields at those fields", async () => {
    me = rootRecord();
    server.use(
      http.put('*/api/v1/me', () =>
        fieldProblemResponse(403, 'FORBIDDEN', [{ field: 'email', code: 'SET_BY_CONFIGURATION' }]),
      ),
    );
    const user = setupUser();
    openAs(adminProfile);
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
        t.personal.errors.setByConfiguration,
      ),
    );
  });
});

describe('SettingsPage – business settings (admins)', () => {
  const admin: StaffProfileDto = { ...adminProfile, role: 'admin' };

  beforeEach(() => {
    // The dates show in the business year: 2031, a common year (February ends on the 28th).
    vi.useFakeTimers({ now: new Date('2031-06-15T10:00:00Z'), toFake: ['Date'] });
    me = settingsProfile({ id: admin.id, firstName: 'Rita', lastName: 'Root', role: 'admin' });
  });

  it('shows admins the hiring checkbox and the business form, filled from GET /settings/business', async () => {
    business = { ...businessSettings, hiring: true, offSeasonEnd: '02-29' };
    openAs(admin);
    await loaded();
    await businessLoaded();

    expect(within(businessForm()).getByRole('checkbox', { name: 'Wir stellen ein' })).toBeChecked();
    const general = group(t.business.groups.general);
    expect(within(general).getByLabelText('Öffnet um (Uhr)')).toHaveValue('9');
    expect(within(general).getByLabelText('Schließt um (Uhr)')).toHaveValue('19');
    const begin = group(t.business.groups.seasonBegin);
    expect(within(begin).getByLabelText('Von')).toHaveValue('2031-04-01');
    expect(within(begin).getByLabelText('Bis')).toHaveValue('2031-05-31');
    expect(within(begin).getByLabelText('Öffnet um (Uhr)')).toHaveValue('10');
    const offSeason = group(t.business.groups.offSeason);
    expect(within(offSeason).getByLabelText('Von')).toHaveValue('2031-10-16');
    // The end of February, in a common year.
    expect(within(offSeason).getByLabelText('Bis')).toHaveValue('2031-02-28');
    expect(within(offSeason).queryByLabelText('Öffnet um (Uhr)')).not.toBeInTheDocument();
    // The personal form is there as well.
    expect(within(personalForm()).getByLabelText('Vorname')).toHaveValue('Rita');
  });

  it("maps the form to the API's DTO: the year ignored, the end of February as 02-29; then the menu", async () => {
    const user = setupUser();
    const { router, queryClient } = openAs(admin);
    await loaded();
    await businessLoaded();

    await user.click(within(businessForm()).getByRole('checkbox', { name: 'Wir stellen ein' }));
    const end = group(t.business.groups.seasonEnd);
    await user.clear(within(end).getByLabelText('Öffnet um (Uhr)'));
    await user.type(within(end).getByLabelText('Öffnet um (Uhr)'), '11');
    await user.clear(within(end).getByLabelText('Schließt um (Uhr)'));
    await user.type(within(end).getByLabelText('Schließt um (Uhr)'), '19');
    const offSeason = group(t.business.groups.offSeason);
    await user.clear(within(offSeason).getByLabelText('Von'));
    await user.type(within(offSeason).getByLabelText('Von'), '2019-11-01');
    await user.clear(within(offSeason).getByLabelText('Bis'));
    await user.type(within(offSeason).getByLabelText('Bis'), '2033-02-28');
    // The price tables' durations follow the longest opening day.
    queryClient.setQueryData(getGetPriceDurationsQueryKey(), { motorboats: [1, 2] });
    vi.useFakeTimers({ now: new Date('2031-06-15T10:00:00Z') });

    fireEvent.click(within(businessForm()).getByRole('button', { name: 'Betrieb speichern' }));
    await settleUntil(() => expect(within(businessForm()).getByText(SAVED)).toBeInTheDocument());

    expect(businessBodies).toEqual([
      {
        hiring: true,
        generalOpeningHour: 9,
        generalClosingHour: 19,
        offSeasonStart: '11-01',
        offSeasonEnd: '02-29',
        seasonBeginStart: '04-01',
        seasonBeginEnd: '05-31',
        seasonBeginOpeningHour: 10,
        seasonBeginClosingHour: 18,
        seasonEndStart: '09-01',
        seasonEndEnd: '10-15',
        seasonEndOpeningHour: 11,
        seasonEndClosingHour: 19,
      },
    ]);
    // The public home and the calendars read the saved settings from now on.
    expect(queryClient.getQueryData(['/api/v1/settings/business'])).toMatchObject({
      seasonEndOpeningHour: 11,
      hiring: true,
    });
    expect(queryClient.getQueryState(getGetPriceDurationsQueryKey())?.isInvalidated).toBe(true);

    await advanceBy(3300);
    expect(router.state.location.pathname).toBe(path);
    await advanceBy(200);
    await settleUntil(() => expect(router.state.location.pathname).toBe(rentalPaths.staffArea));
  });

  it("checks the spec's business rules before sending", async () => {
    const user = setupUser();
    openAs(admin);
    await loaded();
    await businessLoaded();

    const general = group(t.business.groups.general);
    await user.clear(within(general).getByLabelText('Öffnet um (Uhr)'));
    await user.type(within(general).getByLabelText('Öffnet um (Uhr)'), '100');
    const begin = group(t.business.groups.seasonBegin);
    await user.clear(within(begin).getByLabelText('Bis'));
    await user.clear(within(begin).getByLabelText('Schließt um (Uhr)'));
    const end = group(t.business.groups.seasonEnd);
    await user.clear(within(end).getByLabelText('Öffnet um (Uhr)'));
    await user.type(within(end).getByLabelText('Öffnet um (Uhr)'), '18');
    await user.click(within(businessForm()).getByRole('button', { name: 'Betrieb speichern' }));

    const e = t.business.errors;
    await waitFor(() =>
      expect(within(general).getByLabelText('Öffnet um (Uhr)')).toHaveAccessibleDescription(
        e.hourInvalid,
      ),
    );
    expect(within(begin).getByLabelText('Bis')).toHaveAccessibleDescription(e.periodIncomplete);
    expect(within(begin).getByLabelText('Schließt um (Uhr)')).toHaveAccessibleDescription(
      e.seasonHoursRequired,
    );
    expect(within(end).getByLabelText('Öffnet um (Uhr)')).toHaveAccessibleDescription(
      e.openingNotBeforeClosing,
    );
    expect(businessBodies).toEqual([]);
  });

  it("shows the API's objections at the business fields", async () => {
    server.use(
      http.put('*/api/v1/settings/business', () =>
        fieldProblemResponse(400, 'VALIDATION_FAILED', [
          { field: 'seasonBeginStart', code: 'INVALID_DATE' },
          { field: 'seasonEndClosingHour', code: 'REQUIRED' },
          { field: 'generalOpeningHour', code: 'NOT_BEFORE_CLOSING' },
        ]),
      ),
    );
    const user = setupUser();
    openAs(admin);
    await loaded();
    await businessLoaded();

    await user.click(within(businessForm()).getByRole('button', { name: 'Betrieb speichern' }));
    const e = t.business.errors;
    await waitFor(() =>
      expect(
        within(group(t.business.groups.seasonBegin)).getByLabelText('Von'),
      ).toHaveAccessibleDescription(e.dateInvalid),
    );
    expect(
      within(group(t.business.groups.seasonEnd)).getByLabelText('Schließt um (Uhr)'),
    ).toHaveAccessibleDescription(e.seasonHoursRequired);
    expect(
      within(group(t.business.groups.general)).getByLabelText('Öffnet um (Uhr)'),
    ).toHaveAccessibleDescription(e.openingNotBeforeClosing);
    expect(within(businessForm()).getByText(t.checkFields)).toBeInTheDocument();
  });

  it('says when the business settings cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/settings/business', () =>
        fail ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(business),
      ),
    );
    const user = setupUser();
    openAs(admin);
    await loaded();

    expect(await within(businessForm()).findByText(t.business.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(businessForm()).getByRole('button', { name: t.retry }));
    await businessLoaded();
  });
});

describe('SettingsPage – demo account', () => {
  const demo: StaffProfileDto = {
    ...adminProfile,
    id: '9d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    username: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
    demo: true,
  };

  beforeEach(() => {
    simulate = true;
    me = settingsProfile({
      id: demo.id,
      firstName: 'Demo',
      lastName: 'Admin',
      email: 'demo@example.com',
      role: 'admin',
    });
  });

  it('says a simulated save stored nothing, and neither logs out nor leaves the page', async () => {
    const user = setupUser();
    const { router } = openAs(demo);
    await loaded();

    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'dora');
    await user.type(screen.getByLabelText(/^Neues Passwort \(/), 'demo-neu');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'demo-neu');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    await settleUntil(() =>
      expect(within(personalForm()).getByText(DEMO_NOTHING_SAVED)).toBeInTheDocument(),
    );
    expect(within(personalForm()).getByText(SAVED)).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Dora');
    expect(screen.queryByText(t.savedToLogin)).not.toBeInTheDocument();

    await advanceBy(5000);
    expect(router.state.location.pathname).toBe(path);
    expect(readStoredUser()).toMatchObject({ first_name: 'Demo', username: 'demo@example.com' });
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  });

  it('simulates the business form too: the note, the values kept, the public settings untouched', async () => {
    const user = setupUser();
    const { router, queryClient } = openAs(demo);
    await loaded();
    await businessLoaded();

    const general = group(t.business.groups.general);
    await user.clear(within(general).getByLabelText('Schließt um (Uhr)'));
    await user.type(within(general).getByLabelText('Schließt um (Uhr)'), '21');
    await user.click(within(businessForm()).getByRole('button', { name: 'Betrieb speichern' }));

    expect(await within(businessForm()).findByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(businessBodies[0]?.generalClosingHour).toBe(21);
    expect(within(general).getByLabelText('Schließt um (Uhr)')).toHaveValue('21');
    expect(queryClient.getQueryData(['/api/v1/settings/business'])).toMatchObject({
      generalClosingHour: 19,
    });
    expect(router.state.location.pathname).toBe(path);
  });
});
