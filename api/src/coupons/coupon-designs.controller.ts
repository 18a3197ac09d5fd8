import { applyDecorators, Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { validationProblem } from '../common/problem/problem';
import type { CouponDesignView } from '../mail/coupon-designs.rules';
import {
  COUPON_DESIGN_CACHE_CONTROL,
  COUPON_DESIGN_CONTENT_TYPE,
  couponDesignOf,
  couponDesignPalettes,
  couponDesignPicture,
} from './coupon-design.rules';
import { COUPON_BACKGROUNDS } from './coupon-order.rules';
import type { CouponBackground } from './coupon-order.rules';
import { CouponDesignsDto } from './dto/coupon-design.dto';

/**
 * `design` from the path: exactly '1', '2' or '3', else a 400 naming the field. Read as the string
 * it is: a number-typed parameter would reach a pipe already converted by the global
 * ValidationPipe ('01' and '1e0' as 1).
 */
function designOf(value: string): CouponBackground {
  const design = couponDesignOf(value);
  if (design === null) {
    throw validationProblem([
      { field: 'design', code: 'UNKNOWN_DESIGN', message: 'A coupon design is 1, 2 or 3.' },
    ]);
  }
  return design;
}

/** Documents a design's picture: the path parameter, SVG, its 400. */
const DesignPicture = () =>
  applyDecorators(
    ApiParam({
      name: 'design',
      description: 'The design: 1, 2 or 3.',
      schema: { type: 'integer', enum: [...COUPON_BACKGROUNDS] },
    }),
    ApiProduces('image/svg+xml'),
    ApiOkResponse({
      description: 'An SVG document (shapes only), cached for a day and revalidated by its ETag.',
      content: { 'image/svg+xml': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiProblems(400),
  );

/**
 * The pictures a gift coupon can be printed on, for the coupon page: drawn from the designs the
 * PDF is printed with (mail/templates/coupon-designs.ts), so the page's choice and live preview
 * show what will be printed. Public and the same for everyone.
 */
@ApiTags('coupons')
@Controller('coupon-orders/designs')
export class CouponDesignsController {
  /** The designs and the colours of the words printed on each (the live preview's colours). */
  @Public()
  @Get()
  @Header('Cache-Control', COUPON_DESIGN_CACHE_CONTROL)
  listCouponDesigns(): CouponDesignsDto {
    return { items: couponDesignPalettes() };
  }

  /** A design as an SVG picture: the picture and its blank text panel (A5 landscape). */
  @Public()
  @Get(':design.svg')
  @DesignPicture()
  getCouponDesignImage(
    @Param('design') design: string,
    @Res({ passthrough: true }) response: Response,
  ): string {
    return this.picture(designOf(design), 'sheet', response);
  }

  /** A design as a small SVG picture to choose it by: bars stand where the words go. */
  @Public()
  @Get(':design/thumbnail.svg')
  @DesignPicture()
  getCouponDesignThumbnail(
    @Param('design') design: string,
    @Res({ passthrough: true }) response: Response,
  ): string {
    return this.picture(designOf(design), 'thumbnail', response);
  }

  /**
   * The SVG, tagged by its content: Express answers a matching If-None-Match with a 304. Headers
   * set here, not by @Header(): those would also go out with a 400 for an unknown design.
   */
  private picture(design: CouponBackground, view: CouponDesignView, response: Response): string {
    const { svg, etag } = couponDesignPicture(design, view);
    response.setHeader('Content-Type', COUPON_DESIGN_CONTENT_TYPE);
    response.setHeader('Cache-Control', COUPON_DESIGN_CACHE_CONTROL);
    response.setHeader('ETag', etag);
    return svg;
  }
}
