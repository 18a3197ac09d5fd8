import { describe, expect, it } from 'vitest';
import { isStaffPath, rentalLanguageOf, rentalSegment } from './rental-paths';

describe('rentalSegment', () => {
  it('is the first segment below /RentalRevolution, decoded', () => {
    expect(rentalSegment('/RentalRevolution')).toBe('');
    expect(rentalSegment('/RentalRevolution/')).toBe('');
    expect(rentalSegment('/RentalRevolution/Login')).toBe('Login');
    expect(rentalSegment('/RentalRevolution/%C3%9Cbersicht/Kanus')).toBe('Übersicht');
    expect(rentalSegment('/Impressum')).toBe('');
  });
});

describe('rentalLanguageOf', () => {
  it('is English for /en and /reset-password, German for everything else', () => {
    expect(rentalLanguageOf('/RentalRevolution/en')).toBe('en');
    expect(rentalLanguageOf('/RentalRevolution/reset-password')).toBe('en');
    expect(rentalLanguageOf('/RentalRevolution/')).toBe('de');
    expect(rentalLanguageOf('/RentalRevolution/Passwort-zuruecksetzen')).toBe('de');
    expect(rentalLanguageOf('/RentalRevolution/Login')).toBe('de');
    expect(rentalLanguageOf('/RentalRevolution/entdecken')).toBe('de');
  });
});

describe('isStaffPath', () => {
  it('knows the pages only staff may see', () => {
    expect(isStaffPath('/RentalRevolution/Mitarbeiterbereich')).toBe(true);
    expect(isStaffPath('/RentalRevolution/Register')).toBe(true);
    expect(isStaffPath('/RentalRevolution/Login')).toBe(false);
    expect(isStaffPath('/RentalRevolution/')).toBe(false);
    expect(isStaffPath('/Mitarbeiterbereich')).toBe(false);
    expect(isStaffPath('/RentalRevolution/Motorboote/hinzuf%C3%BCgen')).toBe(true);
    expect(isStaffPath('/RentalRevolution/Kanus/Canoe A/ändern')).toBe(true);
    expect(isStaffPath('/RentalRevolution/Motorboote')).toBe(false);
  });
});
