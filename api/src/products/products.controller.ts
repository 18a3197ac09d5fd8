import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, TokenScope } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import {
  ListProductsQueryDto,
  ProductDeletionDto,
  ProductDto,
  ProductInputDto,
  ProductListDto,
  RestockDto,
} from './dto/product.dto';
import { ProductsService } from './products.service';

const STAFF = ['root', 'admin', 'employee'] as const;

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** A category's products by name, with price and stock (staff: the register and restocking). */
  @TokenScope('products:read')
  @Roles(...STAFF)
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listProducts(@Query() query: ListProductsQueryDto): Promise<ProductListDto> {
    return this.products.list(query.type);
  }

  /** Adds a product; services carry no stock. */
  @Roles(...STAFF)
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 401, 403, 503)
  createProduct(
    @Body() input: ProductInputDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<ProductDto> {
    return this.products.create(input, staff);
  }

  /**
   * Changes a product: admins freely; other staff may only raise the price and the actual stock
   * (restocking) — anything else is 403 ADMIN_ONLY_CHANGE naming the fields.
   */
  @Roles(...STAFF)
  @DemoSimulated()
  @Put(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  updateProduct(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: ProductInputDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<ProductDto> {
    return this.products.update(id, input, staff);
  }

  /**
   * Adds delivered pieces to the actual stock atomically (restocking, any staff): a sale at the
   * same moment is never lost. 409 NOT_COUNTED for products without a stock.
   */
  @Roles(...STAFF)
  @DemoSimulated()
  @Post(':id/restock')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  restockProduct(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: RestockDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<ProductDto> {
    return this.products.restock(id, input.quantity, staff);
  }

  /** Deletes a product (admins). */
  @Roles('root', 'admin')
  @DemoSimulated()
  @Delete(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  deleteProduct(@Param('id', new ParseUUIDPipe()) id: string): Promise<ProductDeletionDto> {
    return this.products.remove(id);
  }
}
