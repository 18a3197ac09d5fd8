import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Public } from '../common/access/access.decorators';
import { AgencyDetailsDto } from './dto/agency-details.dto';
import { SiteModeDto } from './dto/site-mode.dto';

@ApiTags('agency')
@Controller('agency')
export class AgencyController {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  /** Who operates the site: name, owner, address, phone, e-mail, register entry and VAT id. */
  @Public()
  @Get('details')
  @Header('Cache-Control', 'public, max-age=300')
  getAgencyDetails(): AgencyDetailsDto {
    return { ...this.config.agency };
  }

  /** Whether the demo sites run in demo mode (DEMO_MODE). */
  @Public()
  @Get('site-mode')
  @Header('Cache-Control', 'public, max-age=300')
  getSiteMode(): SiteModeDto {
    return { demoMode: this.config.demoMode };
  }
}
