import { ApiProperty } from '@nestjs/swagger';
import { couponDesign } from '../../mail/coupon-designs.rules';
import { COUPON_BACKGROUNDS } from '../coupon-order.rules';
import type { CouponBackground } from '../coupon-order.rules';

const Colour = (description: string, example: string) =>
  ApiProperty({ description, pattern: '^#[0-9a-f]{6}$', example });

const EXAMPLE = couponDesign(1).palette;

/** The colours a design gives the coupon's words, as `#rrggbb` (the first design's as examples). */
export class CouponPaletteDto {
  @Colour('The amount and the brand line.', EXAMPLE.accent)
  accent: string;

  @Colour('The heading, the recipient, the code and its validity.', EXAMPLE.ink)
  ink: string;

  @Colour("The buyer's words and the small print.", EXAMPLE.muted)
  muted: string;

  @Colour("The text panel's border and rule.", EXAMPLE.frame)
  frame: string;
}

/**
 * A picture a coupon can be printed on. Its pictures are
 * `GET /coupon-orders/designs/{design}.svg` and `…/{design}/thumbnail.svg`.
 */
export class CouponDesignDto {
  @ApiProperty({ type: 'integer', enum: COUPON_BACKGROUNDS, enumName: 'CouponBackground' })
  background: CouponBackground;

  palette: CouponPaletteDto;
}

export class CouponDesignsDto {
  items: CouponDesignDto[];
}
