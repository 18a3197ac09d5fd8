import { describe, expect, it } from 'vitest';
import {
  counterpartPath,
  isStaffPath,
  rentalLanguageOf,
  rentalPaths,
  rentalSegment,
  vehicleTypeOfRoute,
} from './rental-paths';

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
  it('is English for the English pages', () => {
    for (const path of [
      'overview/canoes',
      'book/all',
      'book2/canoes/Canoe A',
      'terms',
      'imprint',
      'privacy',
    ]) {
      expect(rentalLanguageOf(`/RentalRevolution/${path}`)).toBe('en');
    }
    expect(rentalLanguageOf('/RentalRevolution/%C3%9Cbersicht/Kanus')).toBe('de');
    expect(rentalLanguageOf('/RentalRevolution/Geschäftsbedingungen')).toBe('de');
  });

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

describe('vehicleTypeOfRoute', () => {
  it('knows each language’s five route names, and only those', () => {
    expect(vehicleTypeOfRoute('de', 'Hausboote')).toBe('houseboats');
    expect(vehicleTypeOfRoute('en', 'houseboats')).toBe('houseboats');
    expect(vehicleTypeOfRoute('en', 'Hausboote')).toBeNull();
    expect(vehicleTypeOfRoute('de', 'houseboats')).toBeNull();
    expect(vehicleTypeOfRoute('de', 'toString')).toBeNull();
    expect(vehicleTypeOfRoute('de', undefined)).toBeNull();
  });
});

describe('rentalPaths', () => {
  it('builds the booking and overview addresses per language', () => {
    expect(rentalPaths.overview('de', 'jetskis', 'Jet ski A 250 PS')).toBe(
      '/RentalRevolution/Übersicht/Jetskis#Jet%20ski%20A%20250%20PS',
    );
    expect(rentalPaths.bookByHours('en', 'all')).toBe('/RentalRevolution/book/all');
    expect(rentalPaths.bookByDays('de', 'canoes', 'Canoe A')).toBe(
      '/RentalRevolution/Buchen2/Kanus/Canoe%20A',
    );
  });
});

describe('counterpartPath', () => {
  it('translates the page, the vehicle type and the home section, and keeps the vehicle', () => {
    expect(counterpartPath('/RentalRevolution/')).toBe('/RentalRevolution/en');
    expect(counterpartPath('/RentalRevolution/en', '#approach')).toBe('/RentalRevolution/#anfahrt');
    expect(counterpartPath('/RentalRevolution/', '#%C3%BCber-uns')).toBe(
      '/RentalRevolution/en#about',
    );
    expect(counterpartPath('/RentalRevolution/%C3%9Cbersicht/Kanus', '#Canoe%20A')).toBe(
      '/RentalRevolution/overview/canoes#Canoe%20A',
    );
    expect(counterpartPath('/RentalRevolution/book/all')).toBe('/RentalRevolution/Buchen/all');
    expect(counterpartPath('/RentalRevolution/Buchen/Motorboote/Motorboat%20B%20100%20PS')).toBe(
      '/RentalRevolution/book/motorboats/Motorboat%20B%20100%20PS',
    );
    expect(counterpartPath('/RentalRevolution/terms')).toBe(
      '/RentalRevolution/Gesch%C3%A4ftsbedingungen',
    );
    expect(counterpartPath('/RentalRevolution/Impressum')).toBe('/RentalRevolution/imprint');
  });

  it('leads pages without a counterpart to the other language’s home', () => {
    expect(counterpartPath('/RentalRevolution/Login')).toBe('/RentalRevolution/en');
    expect(counterpartPath('/RentalRevolution/404')).toBe('/RentalRevolution/en');
  });
});
