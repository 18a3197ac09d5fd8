import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNumber, Max, Min, ValidateBy } from 'class-validator';

/** Query strings carry text: '10.5' → 10.5; anything else is left for the validators to refuse. */
const toNumber = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
);

const onTheHalfHour = ValidateBy({
  name: 'onTheHalfHour',
  validator: {
    validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value * 2),
    defaultMessage: () => 'Times and durations are in half-hour steps (e.g. 10.5 = 10:30).',
  },
});

/** A time of day or a duration in decimal hours, on the half hour (spec §9). */
export function HalfHours(options: { min: number; max: number; description: string }) {
  return applyDecorators(
    toNumber,
    IsDefined(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(options.min),
    Max(options.max),
    onTheHalfHour,
    ApiProperty({
      type: 'number',
      minimum: options.min,
      maximum: options.max,
      multipleOf: 0.5,
      description: options.description,
    }),
  );
}

export const StartHour = () =>
  HalfHours({ min: 0, max: 23.5, description: 'Start, decimal hours in business time.' });

export const Duration = () =>
  HalfHours({ min: 0.5, max: 24, description: 'Length in hours, on the half hour.' });
