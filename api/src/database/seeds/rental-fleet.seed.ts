import sharp from 'sharp';
import { storeImageFiles } from '../../media/image-files';
import type { MediaTarget } from '../../media/image-files';
import type { Licence, VehicleType } from '../../vehicles/vehicle.rules';
import { requiredDurations } from '../../vehicles/vehicle.rules';
import { fleetPicture } from './fleet-pictures';
import type { Seed } from './run-seeds';

interface FleetVehicle {
  name: string;
  type: VehicleType;
  passengers: number;
  /** Price of the first hour (or half hour for jet skis) in cents. */
  basePriceCents: number;
  depositCents: number | null;
  licence: Licence;
  extras: { barbecue: boolean; musicBox: boolean; binoculars: boolean };
  captainCentsPerHour: number | null;
  colour: string;
  descriptionDe: string;
  descriptionEn: string;
}

const none = { barbecue: false, musicBox: false, binoculars: false };

/** The fleet the spec names, plus enough others that every type has at least two. */
const FLEET: readonly FleetVehicle[] = [
  {
    name: 'Motorboat A 200 PS',
    type: 'motorboats',
    passengers: 8,
    basePriceCents: 14000,
    depositCents: 50000,
    licence: 'yes',
    extras: { barbecue: true, musicBox: true, binoculars: true },
    captainCentsPerHour: 3500,
    colour: '#1d4f91',
    descriptionDe:
      'Unser schnellstes Boot: 200 PS, Sonnendeck und Platz für acht. Führerschein erforderlich.',
    descriptionEn: 'Our fastest boat: 200 hp, a sun deck and room for eight. Licence required.',
  },
  {
    name: 'Motorboat B 100 PS',
    type: 'motorboats',
    passengers: 6,
    basePriceCents: 9000,
    depositCents: 30000,
    licence: 'yes',
    extras: { barbecue: false, musicBox: true, binoculars: true },
    captainCentsPerHour: 3500,
    colour: '#b23a3a',
    descriptionDe: 'Wendiges Motorboot mit 100 PS für Ausflüge zu den Badebuchten.',
    descriptionEn: 'A nimble 100 hp motorboat for trips to the swimming coves.',
  },
  {
    name: 'Motorboat C 15 PS',
    type: 'motorboats',
    passengers: 5,
    basePriceCents: 5500,
    depositCents: 10000,
    licence: 'no',
    extras: none,
    captainCentsPerHour: null,
    colour: '#2f7d6d',
    descriptionDe: 'Führerscheinfrei mit 15 PS: gemütlich über den See, ideal für Familien.',
    descriptionEn:
      'No licence needed at 15 hp: a leisurely trip across the lake, ideal for families.',
  },
  {
    name: 'Sailboat A',
    type: 'sailboats',
    passengers: 6,
    basePriceCents: 7500,
    depositCents: 20000,
    licence: 'yes',
    extras: { barbecue: false, musicBox: false, binoculars: true },
    captainCentsPerHour: 3000,
    colour: '#274c77',
    descriptionDe: 'Klassische Segeljolle mit Groß- und Vorsegel, ruhig und sicher im Wind.',
    descriptionEn: 'A classic sailing dinghy with main and jib, calm and steady in the wind.',
  },
  {
    name: 'Sailboat B',
    type: 'sailboats',
    passengers: 4,
    basePriceCents: 6000,
    depositCents: 15000,
    licence: 'captain',
    extras: none,
    captainCentsPerHour: null,
    colour: '#8c5a2b',
    descriptionDe: 'Segeln ohne Schein: Unser Skipper bringt Sie sicher über den See.',
    descriptionEn: 'Sailing without a licence: our skipper takes you safely across the lake.',
  },
  {
    name: 'Jet ski A 250 PS',
    type: 'jetskis',
    passengers: 2,
    basePriceCents: 6500,
    depositCents: 40000,
    licence: 'yes',
    extras: none,
    captainCentsPerHour: null,
    colour: '#e2562e',
    descriptionDe: '250 PS Fahrspaß für zwei – nur mit Sportbootführerschein.',
    descriptionEn: '250 hp of fun for two – with a recreational boat licence only.',
  },
  {
    name: 'Jet ski B 130 PS',
    type: 'jetskis',
    passengers: 2,
    basePriceCents: 4500,
    depositCents: 30000,
    licence: 'yes',
    extras: none,
    captainCentsPerHour: null,
    colour: '#1f9bb8',
    descriptionDe: 'Der ruhigere Jetski mit 130 PS für die erste Runde auf dem See.',
    descriptionEn: 'The calmer 130 hp jet ski for your first round on the lake.',
  },
  {
    name: 'Canoe A',
    type: 'canoes',
    passengers: 3,
    basePriceCents: 1500,
    depositCents: null,
    licence: 'never',
    extras: none,
    captainCentsPerHour: null,
    colour: '#c0392b',
    descriptionDe: 'Kanadier für drei mit Paddeln und Schwimmwesten.',
    descriptionEn: 'A three-seat Canadian canoe with paddles and life jackets.',
  },
  {
    name: 'Canoe B',
    type: 'canoes',
    passengers: 2,
    basePriceCents: 1200,
    depositCents: null,
    licence: 'never',
    extras: none,
    captainCentsPerHour: null,
    colour: '#d8a31a',
    descriptionDe: 'Leichter Zweier-Kanadier für stille Buchten.',
    descriptionEn: 'A light two-seat canoe for quiet coves.',
  },
  {
    name: 'Houseboat A 50 PS',
    type: 'houseboats',
    passengers: 6,
    basePriceCents: 12000,
    depositCents: 80000,
    licence: 'no',
    extras: { barbecue: true, musicBox: true, binoculars: true },
    captainCentsPerHour: null,
    colour: '#a0522d',
    descriptionDe: 'Hausboot mit Küche, Bad und zwei Kabinen – Urlaub auf dem Wasser.',
    descriptionEn: 'A houseboat with kitchen, bathroom and two cabins – a holiday on the water.',
  },
  {
    name: 'Houseboat B 50 PS',
    type: 'houseboats',
    passengers: 4,
    basePriceCents: 10000,
    depositCents: 60000,
    licence: 'no',
    extras: { barbecue: true, musicBox: false, binoculars: false },
    captainCentsPerHour: null,
    colour: '#3d6b4f',
    descriptionDe: 'Kompaktes Hausboot für zwei bis vier Personen mit Dachterrasse.',
    descriptionEn: 'A compact houseboat for two to four with a roof terrace.',
  },
  {
    name: 'Houseboat C 50 PS',
    type: 'houseboats',
    passengers: 8,
    basePriceCents: 15000,
    depositCents: 90000,
    licence: 'no',
    extras: { barbecue: true, musicBox: true, binoculars: false },
    captainCentsPerHour: null,
    colour: '#5b4b8a',
    descriptionDe: 'Unser größtes Hausboot: drei Kabinen und eine große Sonnenterrasse.',
    descriptionEn: 'Our largest houseboat: three cabins and a large sun terrace.',
  },
];

/** The longest demo day (general hours 9 to 19, see the business settings seed). */
const DEMO_OPENING_SPAN_HOURS = 10;

/** Longer rentals cost less per hour: each further hour 4 % less, never below 60 %. */
export function fleetPriceTable(type: VehicleType, baseCents: number): Record<string, number> {
  const perStep = type === 'jetskis' ? 0.5 : 1;
  return Object.fromEntries(
    requiredDurations(type, DEMO_OPENING_SPAN_HOURS).map((hours) => {
      const steps = hours / perStep;
      const discount = Math.max(0.6, 1 - 0.04 * (steps - 1));
      return [String(hours), Math.round((baseCents * steps * discount) / 100) * 100];
    }),
  );
}

/** `mediaDir`: MEDIA_DIR, or the configured storage driver (an S3 bucket) — see MediaTarget. */
export function rentalFleet(mediaDir: MediaTarget): Seed {
  return {
    name: 'rental-fleet',
    async run(manager) {
      for (const vehicle of FLEET) {
        const [row] = (await manager.query(
          `INSERT INTO vehicles (type, name, passengers, price_cents, deposit_cents, licence,
            extra_barbecue, extra_music_box, extra_binoculars, captain_cents_per_hour,
            description_de, description_en)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            vehicle.type,
            vehicle.name,
            vehicle.passengers,
            JSON.stringify(fleetPriceTable(vehicle.type, vehicle.basePriceCents)),
            vehicle.depositCents,
            vehicle.licence,
            vehicle.extras.barbecue,
            vehicle.extras.musicBox,
            vehicle.extras.binoculars,
            vehicle.captainCentsPerHour,
            vehicle.descriptionDe,
            vehicle.descriptionEn,
          ],
        )) as Array<{ id: string }>;
        for (const position of [0, 1]) {
          const png = await sharp(
            fleetPicture(vehicle.type, vehicle.colour, position + FLEET.indexOf(vehicle)),
          )
            .png()
            .toBuffer();
          const image = await storeImageFiles(mediaDir, png);
          await manager.query(
            `INSERT INTO vehicle_images (vehicle_id, position, image_id) VALUES ($1, $2, $3)`,
            [row?.id, position, image.id],
          );
        }
      }
    },
  };
}
