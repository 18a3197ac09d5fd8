import type { Licence } from '@showcase/contracts/generated/model/licence';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { CredentialErrorKey } from '../features/auth/credential-rules';
import type { RegisterErrorKey } from '../features/auth/register-rules';
import type { VehicleFormErrorKey } from '../features/vehicles/vehicle-form-rules';

/** Every text of the staff screens. The staff interface is German only (spec §2). */
export interface StaffCatalog {
  authArea: string;
  /** The singular nouns of the vehicle types, as the staff screens say them ('Motorboot'). */
  vehicleNouns: Record<VehicleType, string>;
  login: {
    documentTitle: string;
    /** The page's search snippet (meta description): Login and Recover are public pages. */
    description: string;
    title: string;
    lead: string;
    labels: { email: string; password: string };
    demoPrefilled: string;
    submit: string;
    sending: string;
    failure: string;
    rateLimited: (waitText: string) => string;
    waitSeconds: (seconds: number) => string;
    waitMinutes: (minutes: number) => string;
    sessionExpired: string;
    forgotPassword: string;
    errors: Record<CredentialErrorKey, string>;
  };
  logout: {
    documentTitle: string;
    title: string;
    note: string;
    homeLink: string;
  };
  recover: {
    documentTitle: string;
    description: string;
    title: string;
    lead: string;
    labels: { email: string };
    submit: string;
    sending: string;
    success: string;
    failure: string;
    backToLogin: string;
    errors: Record<CredentialErrorKey, string>;
  };
  register: {
    documentTitle: string;
    title: string;
    lead: string;
    checking: string;
    optional: string;
    groups: { person: string; access: string; contact: string };
    labels: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      passwordRepeat: string;
      phone: string;
      street: string;
      additional: string;
      zipAndCity: string;
    };
    passwordHint: (min: number, max: number) => string;
    submit: string;
    sending: string;
    success: (firstName: string, lastName: string) => string;
    simulated: string;
    emailTaken: string;
    failure: string;
    backToStaffArea: string;
    errors: Record<RegisterErrorKey, string>;
  };
  /** The staff controls on the public overview and the block dialog. */
  blockVehicle: {
    change: string;
    block: string;
    blockTitle: (vehicleName: string) => string;
    blockLead: string;
    checking: string;
    noFutureBookings: string;
    futureWarning: (count: number) => string;
    bookingKinds: { hourly: string; stay: string };
    bookedBy: (employeeName: string) => string;
    checkFailed: string;
    checkAgain: string;
    confirm: string;
    blocking: string;
    cancel: string;
    close: string;
    failed: string;
    blocked: (vehicleName: string) => string;
    simulated: string;
  };
  /** The vehicle form; `noun` is the type's singular ('Motorboot'). */
  vehicleForm: {
    documentTitle: { add: (noun: string) => string; change: (vehicleName: string) => string };
    title: { add: (noun: string) => string; change: (vehicleName: string) => string };
    loadFailed: string;
    loading: string;
    unknownVehicle: string;
    optional: string;
    groups: { basics: string; extras: string; prices: string; description: string };
    labels: {
      name: string;
      passengers: string;
      deposit: string;
      licence: string;
      captainPrice: string;
      descriptionDe: string;
      descriptionEn: string;
    };
    licences: Record<Licence, string>;
    extras: { barbecue: string; musicBox: string; binoculars: string; captain: string };
    pricesHint: (openingSpanHours: number, halfHours: boolean) => string;
    duration: (hours: number) => string;
    images: {
      title: string;
      hint: string;
      choose: string;
      alt: (number: number) => string;
      forward: (number: number) => string;
      back: (number: number) => string;
      remove: (number: number) => string;
      uploading: (count: number) => string;
      rejected: (count: number) => string;
    };
    submit: { add: (noun: string) => string; change: string };
    saving: string;
    saved: { add: (noun: string) => string; change: string };
    simulated: string;
    errors: (noun: string) => Record<VehicleFormErrorKey, string>;
  };
}
