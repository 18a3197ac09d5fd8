import { Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { returnedRows } from '../common/database/returned-rows';
import { TransactionHost } from '../common/database/transaction-host';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { toProductDto } from './dto/product.dto';
import type {
  ProductDeletionDto,
  ProductDto,
  ProductInputDto,
  ProductListDto,
} from './dto/product.dto';
import { Product } from './entities/product.entity';
import type { ProductType } from './entities/product.entity';
import { countProblems, restrictedChangeProblems, STOCK_MAX, stockProblems } from './product.rules';

/** Pieces of one product taken at the register. */
export interface SaleLine {
  productId: string;
  quantity: number;
}

/** A sold product with its name and unit price at the moment of sale. */
export interface SoldProduct extends SaleLine {
  name: string;
  priceCents: number;
}

const outOfStock = (name: string, field: string) =>
  new ProblemException(
    problem(409, ProblemCode.OUT_OF_STOCK, 'Out of stock', `Not enough ${name} left.`, [
      { field, code: ProblemCode.OUT_OF_STOCK, message: `${name} is sold out.` },
    ]),
  );

const notFound = () =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such product.'));

/** Products for the cash register (spec §5 "Product", §6): staff add and restock, admins edit. */
@Injectable()
export class ProductsService {
  constructor(private readonly transactions: TransactionHost) {}

  private get products() {
    return this.transactions.repository(Product);
  }

  async list(type: ProductType): Promise<ProductListDto> {
    const products = await this.products.find({
      where: { type },
      order: { name: 'ASC', id: 'ASC' },
    });
    return { items: products.map(toProductDto) };
  }

  async create(input: ProductInputDto, staff: StaffPrincipal): Promise<ProductDto> {
    const problems = [...stockProblems(input), ...countProblems(input)];
    if (problems.length > 0) throw validationProblem(problems);
    const product = await this.products.save(
      this.products.create({ ...input, changedBy: staffDisplayName(staff) }),
    );
    return toProductDto(product);
  }

  /**
   * Changes a product under its row lock, so a sale at the register waits and then counts from
   * the new stock. Non-admin staff may only raise the price and the actual stock: anything else
   * is 403 ADMIN_ONLY_CHANGE naming the fields, and nothing changes.
   */
  async update(id: string, input: ProductInputDto, staff: StaffPrincipal): Promise<ProductDto> {
    const problems = stockProblems(input);
    if (problems.length > 0) throw validationProblem(problems);
    return this.transactions.transaction(async () => {
      const current = await this.products.findOne({
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw notFound();
      if (staff.role === 'employee') {
        const refused = restrictedChangeProblems(current, input);
        if (refused.length > 0) {
          throw new ProblemException(
            problem(
              403,
              ProblemCode.ADMIN_ONLY_CHANGE,
              'Admins only',
              'Staff may only raise the price and the actual stock.',
              refused,
            ),
          );
        }
      }
      // After the admin-only check: an employee dropping the count hears that it is not theirs.
      const uncounted = countProblems(input);
      if (uncounted.length > 0) throw validationProblem(uncounted);
      await this.products.update({ id }, { ...input, changedBy: staffDisplayName(staff) });
      return toProductDto(await this.products.findOneByOrFail({ id }));
    });
  }

  /**
   * Adds delivered pieces to the stock in one conditional update (a counter, never read and
   * written back), so a sale at the register at the same moment is never lost. Products without
   * a stock (services, uncounted goods) answer 409 NOT_COUNTED; the stock ceiling 400.
   */
  async restock(id: string, quantity: number, staff: StaffPrincipal): Promise<ProductDto> {
    const rows = returnedRows<{ id: string }>(
      await this.transactions.manager.query(
        `UPDATE products SET actual_stock = actual_stock + $2, changed_by = $3, changed_at = now()
          WHERE id = $1 AND actual_stock IS NOT NULL AND actual_stock + $2 <= $4
          RETURNING id`,
        [id, quantity, staffDisplayName(staff), STOCK_MAX],
      ),
    );
    if (rows.length === 0) {
      const product = await this.products.findOneBy({ id });
      if (!product) throw notFound();
      if (product.actualStock === null) {
        throw new ProblemException(
          problem(
            409,
            ProblemCode.NOT_COUNTED,
            'Not counted',
            'This product has no stock to fill.',
          ),
        );
      }
      throw validationProblem([
        {
          field: 'quantity',
          code: 'STOCK_TOO_HIGH',
          message: `The stock cannot exceed ${STOCK_MAX}.`,
        },
      ]);
    }
    return toProductDto(await this.products.findOneByOrFail({ id }));
  }

  /**
   * Takes sold pieces off the shelf inside the caller's transaction (the register's checkout):
   * one conditional update per product, in id order so two checkouts never lock in opposite
   * order. A counted product without enough pieces answers 409 OUT_OF_STOCK naming it, and the
   * caller's transaction rolls everything back. Services and uncounted goods are unlimited.
   */
  async sell(lines: readonly SaleLine[]): Promise<SoldProduct[]> {
    const quantities = new Map<string, number>();
    for (const line of lines) {
      quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    }
    const fieldOf = (productId: string) =>
      `items[${lines.findIndex((line) => line.productId === productId)}].productId`;
    // Uncounted products (services) are only read: selling them locks nothing, so sales of the
    // same service never queue behind each other.
    const products: Array<{ id: string; name: string; priceCents: number; counted: boolean }> =
      await this.transactions.manager.query(
        `SELECT id, name, price_cents AS "priceCents", actual_stock IS NOT NULL AS counted
           FROM products WHERE id = ANY($1::uuid[])`,
        [[...quantities.keys()]],
      );
    const byId = new Map(products.map((product) => [product.id, product]));
    const sold = new Map<string, SoldProduct>();
    for (const productId of [...quantities.keys()].sort()) {
      const quantity = quantities.get(productId)!;
      const product = byId.get(productId);
      if (!product) {
        throw new ProblemException(
          problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such product.', [
            { field: fieldOf(productId), code: ProblemCode.NOT_FOUND, message: 'No such product.' },
          ]),
        );
      }
      if (product.counted) {
        const rows = returnedRows<{ name: string; priceCents: number }>(
          await this.transactions.manager.query(
            `UPDATE products SET actual_stock = actual_stock - $2
              WHERE id = $1 AND actual_stock >= $2
              RETURNING name, price_cents AS "priceCents"`,
            [productId, quantity],
          ),
        );
        if (rows.length === 0) throw outOfStock(product.name, fieldOf(productId));
        sold.set(productId, { productId, quantity, ...rows[0]! });
      } else {
        sold.set(productId, {
          productId,
          quantity,
          name: product.name,
          priceCents: product.priceCents,
        });
      }
    }
    // In the order the cashier put them in the cart.
    return [...new Set(lines.map((line) => line.productId))].map((id) => sold.get(id)!);
  }

  async remove(id: string): Promise<ProductDeletionDto> {
    const result = await this.products.delete({ id });
    if (result.affected === 0) throw notFound();
    return { id };
  }
}
