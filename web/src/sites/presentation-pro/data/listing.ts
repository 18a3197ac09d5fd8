/** The categories a listing belongs to; the filter offers them in this order (spec §4). */
export const LISTING_TYPES = [
  'city',
  'nature',
  'coast',
  'abroad',
  'island',
  'apartment',
  'industry',
] as const;

export type FilterType = (typeof LISTING_TYPES)[number];

/**
 * The spec's counts per filter type add up to 23 of the 24 listings; the 24th is a family house,
 * the slider's first category, which has no filter of its own and shows under "All".
 */
export type ListingType = FilterType | 'house';

/** Energy efficiency classes of the German Gebäudeenergiegesetz (GEG), best first. */
export type EnergyClass = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/**
 * What a German property advert must state about the energy certificate (§ 87 GEG):
 * the kind of certificate, the energy value, the main energy carrier and the class.
 */
export interface EnergyCertificate {
  /** 'demand' = Energiebedarfsausweis, 'consumption' = Energieverbrauchsausweis. */
  kind: 'demand' | 'consumption';
  /** Final energy in kWh per m² and year. */
  kwhPerSquareMetreYear: number;
  energyClass: EnergyClass;
  /** Main energy carrier, e.g. gas, heat pump, district heating; a key of the text catalog. */
  carrier: EnergyCarrier;
  /** Year the building was built (also required in the advert for residential buildings). */
  yearBuilt: number;
}

export type EnergyCarrier =
  'gas' | 'oil' | 'districtHeating' | 'heatPump' | 'wood' | 'electricity' | 'solar';

/** One property of the static catalogue (spec §3 "Listing"). */
export interface Listing {
  /** 1-24; also the number of its images in assets/listings. */
  id: number;
  type: ListingType;
  /** Place name as shown, e.g. 'Berlin-Charlottenburg' or 'Mallorca, Spanien / Spain'. */
  location: { de: string; en: string };
  /** Short teaser shown on the card and in the modal. */
  description: { de: string; en: string };
  /** Price in whole euros; formatted per language with Intl. */
  priceEuro: number;
  rooms: number;
  livingAreaSquareMetres: number;
  /** Plot size; absent for apartments and lofts without their own land. */
  plotSquareMetres?: number;
  energy: EnergyCertificate;
}
