import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { HiddenProductScreen } from '../../../../features/store/products/components/product-list-screen';

/** 숨긴 상품: hidden products, restored (several at once) or deleted for good. */
export const Route = createFileRoute('/_admin/admin/admin-product/hide')({
  component: () => (
    <AdminPage path="/admin/admin-product/hide">
      <HiddenProductScreen />
    </AdminPage>
  ),
});
