import { Navigate, useParams } from 'react-router-dom';
import { ProductsScreen } from '../features/products/ProductsScreen';
import { productTypeOfRoute, rentalPaths } from '../rental-paths';

/**
 * /Produkte/{Getränke, Speisen, Sonstiges, Dienstleistungen}: one category's products (spec §2).
 * /Produkte alone opens the drinks, the restocking page; an unknown category goes to the 404 page.
 */
export function ProductsPage() {
  const { category } = useParams();
  if (category === undefined) {
    return <Navigate to={rentalPaths.productCategory('drinks')} replace />;
  }
  const type = productTypeOfRoute(category);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  // A new category starts afresh: no dialog or message of the previous one stays.
  return <ProductsScreen key={type} type={type} />;
}
