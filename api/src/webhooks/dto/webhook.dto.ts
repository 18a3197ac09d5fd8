import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { ClearableText, OptionalText } from '../../common/http/text-field.decorators';
import { CursorPageDto, PageQueryDto } from '../../common/pagination/page.dto';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '../webhooks.rules';
import { WEBHOOK_EVENT_TYPES } from '../webhooks.types';
import type { WebhookEventType } from '../webhooks.types';

const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The events an endpoint wants: at least one, each once. */
function EventList(options: { optional: boolean }) {
  return (target: object, property: string) => {
    const decorators: PropertyDecorator[] = [
      ...(options.optional ? [IsOptional()] : []),
      IsArray(),
      ArrayMinSize(1),
      ArrayMaxSize(WEBHOOK_EVENT_TYPES.length),
      ArrayUnique(),
      IsIn(WEBHOOK_EVENT_TYPES, { each: true }),
      ApiProperty({
        type: 'array',
        items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
        enumName: 'WebhookEventType',
        minItems: 1,
        maxItems: WEBHOOK_EVENT_TYPES.length,
        uniqueItems: true,
        required: !options.optional,
      }),
    ];
    for (const decorate of decorators) decorate(target, property);
  };
}

/** An https URL (http only where private targets are allowed: tests). */
function EndpointUrl(options: { optional: boolean }) {
  return (target: object, property: string) => {
    const decorators: PropertyDecorator[] = [
      trim(),
      ...(options.optional ? [IsOptional()] : []),
      IsString(),
      IsNotEmpty(),
      MaxLength(WEBHOOK_URL_MAX),
      ApiProperty({
        type: 'string',
        format: 'uri',
        minLength: 1,
        maxLength: WEBHOOK_URL_MAX,
        required: !options.optional,
        example: 'https://example.com/hooks/rental',
      }),
    ];
    for (const decorate of decorators) decorate(target, property);
  };
}

export class CreateWebhookEndpointDto {
  /** Where to POST the events: https://, no credentials, no private or loopback address. */
  @EndpointUrl({ optional: false })
  url: string;

  @EventList({ optional: false })
  events: WebhookEventType[];

  /** What the endpoint is for (e.g. the integration's name). */
  @OptionalText({ maxLength: WEBHOOK_DESCRIPTION_MAX })
  description?: string;
}

export class UpdateWebhookEndpointDto {
  @EndpointUrl({ optional: true })
  url?: string;

  @EventList({ optional: true })
  events?: WebhookEventType[];

  /** Switches deliveries on or off; switching on clears an automatic switch-off. */
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ClearableText({ maxLength: WEBHOOK_DESCRIPTION_MAX })
  description?: string | null;
}

export class WebhookEndpointDto extends SimulatedDto {
  @ApiProperty({ example: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' })
  id: string;
  @ApiProperty({ example: 'https://example.com/hooks/rental' })
  url: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'Buchungsportal' })
  description: string | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
    example: ['booking.created', 'booking.cancelled'],
  })
  events: WebhookEventType[];
  @ApiProperty({ example: true })
  enabled: boolean;
  /** Why deliveries were switched off automatically; null otherwise. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  disabledReason: string | null;
  /** The secret's first characters (`whsec_…`), to tell which one a receiver has. */
  @ApiProperty({ example: 'whsec_MfKQ' })
  secretPrefix: string;
  /** Failed attempts since the last successful delivery. */
  @ApiProperty({ example: 0 })
  consecutiveFailures: number;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: '2026-05-02T09:15:00.000Z',
  })
  lastSuccessAt: Date | null;
  @ApiProperty({ example: '2026-04-01T10:00:00.000Z' })
  createdAt: Date;
}

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export class WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  /**
   * The signing secret (`whsec_` + base64 of 32 bytes). Shown only in this answer: store it in
   * the receiver now. Verify with HMAC-SHA256 keyed with the base64-decoded part after `whsec_`.
   */
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw5OrCp7Ms3Nw=' })
  secret: string;
}

export class WebhookEndpointListDto {
  /** Newest first. */
  items: WebhookEndpointDto[];
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8b9c' })
  id: string;
  /** The event's id: the `webhook-id` header and the body's `id` (the same on redelivery). */
  @ApiProperty({ example: 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d' })
  eventId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  eventType: WebhookEventType;
  /** pending: queued; retrying: failed, retried later; delivered: 2xx; failed: retries spent. */
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus', example: 'delivered' })
  status: (typeof DELIVERY_STATUSES)[number];
  @ApiProperty({ example: 1 })
  attempts: number;
  /** The last attempt's HTTP status; null when no answer came. */
  @ApiProperty({ type: 'integer', nullable: true, example: 200 })
  responseStatus: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 142 })
  responseTimeMs: number | null;
  /** Why the last attempt failed (short; never the receiver's body). */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  lastError: string | null;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  createdAt: Date;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: '2026-05-02T09:15:00.000Z',
  })
  lastAttemptAt: Date | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: '2026-05-02T09:15:00.000Z',
  })
  deliveredAt: Date | null;
}

export class WebhookDeliveryQueryDto extends PageQueryDto {}

export class WebhookDeliveryPageDto extends CursorPageDto {
  /** Newest first. */
  items: WebhookDeliveryDto[];
}

export class WebhookDeliveryResultDto extends SimulatedDto {
  /** The new delivery (queued). */
  delivery: WebhookDeliveryDto;
}
