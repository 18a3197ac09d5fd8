import { LISTING_TYPES, type FilterType, type Listing, type ListingType } from './listing';

export type ListingFilter = 'all' | FilterType;

/** The filter buttons in the spec's order (§4): All, then the seven types. */
export const LISTING_FILTERS: readonly ListingFilter[] = ['all', ...LISTING_TYPES];

/** The home page shows the first twelve listings of the catalogue. */
export const PREVIEW_SIZE = 12;

export function filterListings(
  listings: readonly Listing[],
  filter: ListingFilter,
): readonly Listing[] {
  return filter === 'all' ? listings : listings.filter((listing) => listing.type === filter);
}

export function countByType(listings: readonly Listing[]): Record<ListingType, number> {
  const counts: Record<ListingType, number> = {
    city: 0,
    nature: 0,
    coast: 0,
    abroad: 0,
    island: 0,
    apartment: 0,
    industry: 0,
    house: 0,
  };
  for (const listing of listings) counts[listing.type] += 1;
  return counts;
}
