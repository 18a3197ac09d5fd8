import type { AgencyDetailsDto } from '@showcase/contracts/generated/model/agencyDetailsDto';

/** Fixed operator details, so tests can look for them (the generated mock is random). */
export const agencyDetails: AgencyDetailsDto = {
  name: 'Sternsinger Webdesign',
  owner: 'Maria Beispiel',
  street: 'Sternallee 7',
  postalCode: '10115',
  city: 'Berlin',
  phone: '+49 30 7654321',
  email: 'hallo@sternsinger.example',
  registerEntry: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
  vatId: 'DE123456789',
};
