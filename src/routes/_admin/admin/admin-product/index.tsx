import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { ProductListScreen } from '../../../../features/store/products/components/product-list-screen';

/** 상품 관리: displayed products (filters, paging, sort arrow, hide several, create/edit with an image, delete). */
export const Route = createFileRoute('/_admin/admin/admin-product/')({
  component: () => (
    <AdminPage path="/admin/admin-product">
      <ProductListScreen />
    </AdminPage>
  ),
});
