import { isGalleryAdmin } from './gallery-admin.rules';

describe('isGalleryAdmin', () => {
  const admins = ['curator'];

  it('names a listed member the admin, ignoring the case of the user name', () => {
    expect(isGalleryAdmin({ memberUsername: 'Curator' }, admins)).toBe(true);
  });

  it('names the staff root the admin, with or without a member login', () => {
    expect(isGalleryAdmin({ staffRole: 'root' }, admins)).toBe(true);
    expect(isGalleryAdmin({ memberUsername: 'painter', staffRole: 'root' }, admins)).toBe(true);
  });

  it.each([
    ['an unlisted member', { memberUsername: 'painter' }],
    ['a staff admin', { staffRole: 'admin' as const }],
    [
      'an employee with an unlisted member login',
      { memberUsername: 'fan', staffRole: 'employee' as const },
    ],
    ['nobody', {}],
  ])('refuses %s', (_, logins) => {
    expect(isGalleryAdmin(logins, admins)).toBe(false);
  });
});
