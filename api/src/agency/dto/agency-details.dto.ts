/** The operator's details for the imprint and privacy pages (from configuration). */
export class AgencyDetailsDto {
  name: string;
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  registerEntry: string;
  vatId: string;
}
