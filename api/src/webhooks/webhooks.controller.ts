import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryQueryDto,
  WebhookDeliveryResultDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
} from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

const ADMINS = ['root', 'admin'] as const;

/**
 * Webhook endpoints (admins): where signed events about bookings, stays, checkouts and coupons
 * are POSTed. The demo account's changes are simulated and it sees no real endpoint.
 */
@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /**
   * Registers an endpoint. The answer carries its signing secret, the only time it is shown in
   * full. The URL must be https:// and may not name a loopback, private or link-local address.
   */
  @DemoSimulated()
  @Roles(...ADMINS)
  @Post()
  @ApiProblems(400, 401, 403, 503)
  createWebhookEndpoint(
    @Body() input: CreateWebhookEndpointDto,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.create(input);
  }

  /** Every endpoint, newest first; secrets only by their prefix. */
  @Roles(...ADMINS)
  @Get()
  @ApiProblems(401, 403, 503)
  listWebhookEndpoints(@CurrentStaff() staff: StaffPrincipal): Promise<WebhookEndpointListDto> {
    return this.webhooks.list(staff);
  }

  /** One endpoint; its secret only by its prefix. */
  @Roles(...ADMINS)
  @Get(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  getWebhookEndpoint(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.get(id, staff);
  }

  /** Changes the URL, the events or the description, or switches deliveries on or off. */
  @DemoSimulated()
  @Roles(...ADMINS)
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  updateWebhookEndpoint(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: UpdateWebhookEndpointDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(id, input, staff);
  }

  /** Deletes an endpoint with its delivery log; queued deliveries are dropped. */
  @DemoSimulated()
  @Roles(...ADMINS)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteWebhookEndpoint(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<void> {
    return this.webhooks.remove(id, staff);
  }

  /** A new signing secret, shown once in this answer; the old one stops signing at once. */
  @DemoSimulated()
  @Roles(...ADMINS)
  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 503)
  rotateWebhookSecret(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.rotateSecret(id, staff);
  }

  /** The endpoint's deliveries, newest first: status, attempts, answer and response time. */
  @Roles(...ADMINS)
  @Get(':id/deliveries')
  @ApiProblems(400, 401, 403, 404, 503)
  listWebhookDeliveries(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: WebhookDeliveryQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(id, query, staff);
  }

  /**
   * Sends a delivery's event again as a new delivery (same event id and body, new signature).
   * 409 WEBHOOK_DISABLED while the endpoint is switched off.
   */
  @DemoSimulated()
  @Roles(...ADMINS)
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  redeliverWebhook(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('deliveryId', new ParseUUIDPipe()) deliveryId: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WebhookDeliveryResultDto> {
    return this.webhooks.redeliver(id, deliveryId, staff);
  }
}
