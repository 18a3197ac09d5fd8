import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import type { PriceDurationsDto } from '@showcase/contracts/generated/model/priceDurationsDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { http, HttpResponse } from 'msw';

/** The demo's business settings: 9–19, two season periods with their own hours, winter closed. */
export const businessSettings: BusinessSettingsDto = {
  hiring: false,
  generalOpeningHour: 9,
  generalClosingHour: 19,
  offSeasonStart: '10-16',
  offSeasonEnd: '03-31',
  seasonBeginStart: '04-01',
  seasonBeginEnd: '05-31',
  seasonBeginOpeningHour: 10,
  seasonBeginClosingHour: 18,
  seasonEndStart: '09-01',
  seasonEndEnd: '10-15',
  seasonEndOpeningHour: 10,
  seasonEndClosingHour: 18,
};

/** General hours only (9–18), no seasons and no off-season: the plainest calendar. */
export const openAllYear: BusinessSettingsDto = {
  hiring: false,
  generalOpeningHour: 9,
  generalClosingHour: 18,
  offSeasonStart: null,
  offSeasonEnd: null,
  seasonBeginStart: null,
  seasonBeginEnd: null,
  seasonBeginOpeningHour: null,
  seasonBeginClosingHour: null,
  seasonEndStart: null,
  seasonEndEnd: null,
  seasonEndOpeningHour: null,
  seasonEndClosingHour: null,
};

/**
 * GET /vehicles/price-durations as the server answers it when the longest opening day has
 * `openingSpanHours` hours: whole hours up to it, jet skis also in half hours.
 */
export function priceDurationsAnswer(openingSpanHours: number): PriceDurationsDto {
  const upTo = (step: number) =>
    Array.from({ length: Math.floor(openingSpanHours / step) }, (_, i) => (i + 1) * step);
  return {
    openingSpanHours,
    durations: {
      motorboats: upTo(1),
      sailboats: upTo(1),
      jetskis: upTo(0.5),
      canoes: upTo(1),
      houseboats: upTo(1),
    },
  };
}

/** A vehicle in service with a whole-hour price table that falls per hour. */
export function vehicleFixture(overrides: Partial<VehicleDto> = {}): VehicleDto {
  const name = overrides.name ?? 'Motorboat A 200 PS';
  return {
    id: `id-${name}`,
    type: 'motorboats',
    name,
    passengers: 6,
    blocked: false,
    prices: Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [String(i + 1), 8000 * (i + 1) - 500 * i]),
    ),
    depositCents: 20000,
    licence: 'yes',
    extraBarbecue: true,
    extraMusicBox: false,
    extraBinoculars: true,
    captainCentsPerHour: 2000,
    descriptionDe: 'Schnelles Motorboot.',
    descriptionEn: 'Fast motorboat.',
    images: [
      {
        id: 'a'.repeat(32),
        thumbnailUrl: `/api/v1/media/${'a'.repeat(32)}-thumb.webp`,
        largeUrl: `/api/v1/media/${'a'.repeat(32)}-large.webp`,
      },
    ],
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What the rental's public pages read on every visit, fixed so tests can rely on it. */
export const rentalHandlers = [
  http.get('*/api/v1/settings/business', () => HttpResponse.json(businessSettings)),
  // The demo settings' longest day runs 9–19.
  http.get('*/api/v1/vehicles/price-durations', () => HttpResponse.json(priceDurationsAnswer(10))),
  http.get('*/api/v1/vehicles', () => HttpResponse.json({ items: [] })),
  http.get('*/api/v1/agency/site-mode', () => HttpResponse.json({ demoMode: true })),
];
