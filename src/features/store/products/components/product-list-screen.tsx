/**
 * /admin/admin-product: displayed products with filters (category, type, name search), server paging and the
 * 1/2 sort arrow; select several → 숨기기; 등록/수정 in a modal form with the image upload; 삭제 after a
 * confirmation. /admin/admin-product/hide: hidden products; select several → 복구 or 영구 삭제.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { Product, ProductSortKey } from '../../../../api/store/products';
import { PAGE_SIZE } from '../../../../api/codes';
import { ListFooter } from '../../../../components/list/ListFooter';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { useSetProductsHidden } from '../api/set-products-hidden';
import { filterQuery, ProductFilters, type ProductFilterValues } from './product-filters';
import { ProductFormModal } from './product-form-modal';
import { ProductTable } from './product-table';

/** Filters, page and sort arrow of one list, with the selection cleared whenever they change. */
function useListState() {
  const [filters, setFilters] = useState<ProductFilterValues>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sort_key?: ProductSortKey; sort?: 1 | 2 }>({});
  const [selected, setSelected] = useState<string[]>([]);
  return {
    query: { ...filterQuery(filters), page, size: PAGE_SIZE.default, ...sort },
    filters,
    setFilters: (f: ProductFilterValues) => (setFilters(f), setPage(1), setSelected([])),
    page,
    setPage: (p: number) => (setPage(p), setSelected([])),
    sort,
    setSort: (s: { sort_key: ProductSortKey; sort: 1 | 2 }) => (setSort(s), setSelected([])),
    selected,
    setSelected,
  };
}

/** Asks before deleting products for good, then deletes them one by one and says what happened. */
function useConfirmDelete() {
  const remove = useDeleteProduct();
  return (items: Array<{ goods_code: string; goods_name: string }>, done?: () => void) =>
    modals.openConfirmModal({
      title: '상품 영구 삭제',
      children: (
        <Text size="sm">
          {items.length === 1 ? `「${items[0].goods_name}」을(를)` : `상품 ${items.length}개를`} 영구 삭제할까요? 이미지도 함께 지워지며 되돌릴 수 없습니다. 결제가 끝난 주문에는 주문
          당시의 상품명과 금액이 남습니다.
        </Text>
      ),
      labels: { confirm: '영구 삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        let ok = 0;
        for (const item of items) {
          try {
            await remove.mutateAsync(item.goods_code);
            ok++;
          } catch {
            // The client has shown the server's message (e.g. 409: an order waits to be paid).
          }
        }
        if (ok) notifications.show({ color: 'green', message: `상품 ${ok}개를 삭제했습니다.` });
        done?.();
      },
    });
}

export function ProductListScreen() {
  const list = useListState();
  const data = useProducts(false, list.query);
  const hide = useSetProductsHidden();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const rows = data.data?.data_list ?? [];

  const hideSelected = async () => {
    const reply = await hide.mutateAsync({ hide_list: list.selected });
    notifications.show({ color: 'green', message: `상품 ${reply.changed}개를 숨겼습니다. 숨긴 상품에서 복구할 수 있습니다.` });
    list.setSelected([]);
  };
  const open = (p: Product | null) => (setEditing(p), setFormOpen(true));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <ProductFilters value={list.filters} onChange={list.setFilters} />
        <Group gap="xs">
          <Button component={Link} to="/admin/admin-product/hide" variant="subtle">
            숨긴 상품 보기
          </Button>
          <Button onClick={() => open(null)}>상품 등록</Button>
        </Group>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {list.selected.length ? `${list.selected.length}개 선택됨` : '여러 상품을 골라 한 번에 숨길 수 있습니다.'}
        </Text>
        <Button size="xs" variant="light" color="orange" disabled={!list.selected.length} loading={hide.isPending} onClick={hideSelected}>
          숨기기
        </Button>
      </Group>
      {data.error && rows.length > 0 && <Alert color="red">목록을 새로 불러오지 못했습니다. 잠시 뒤에 다시 시도하세요.</Alert>}
      <ProductTable
        rows={rows}
        loading={data.isLoading}
        error={data.error}
        sort={list.sort}
        onSort={list.setSort}
        selected={list.selected}
        onSelect={list.setSelected}
        emptyText="조건에 맞는 상품이 없습니다. 필터를 바꾸거나 상품을 등록하세요."
        actions={(p) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={() => open(p)} aria-label={`${p.goods_name} 수정`}>
              수정
            </Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => confirmDelete([p])} aria-label={`${p.goods_name} 삭제`}>
              삭제
            </Button>
          </Group>
        )}
      />
      <ListFooter total={data.data?.total ?? 0} estimated={data.data?.total_estimated} page={list.page} size={PAGE_SIZE.default} onPage={list.setPage} />
      <ProductFormModal product={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}

export function HiddenProductScreen() {
  const list = useListState();
  const data = useProducts(true, list.query);
  const restore = useSetProductsHidden();
  const confirmDelete = useConfirmDelete();
  const rows = data.data?.data_list ?? [];
  const chosen = rows.filter((r) => list.selected.includes(r.goods_code));

  const restoreSelected = async () => {
    const reply = await restore.mutateAsync({ restore_list: list.selected });
    notifications.show({ color: 'green', message: `상품 ${reply.changed}개를 복구했습니다. 상품 목록에 다시 보입니다.` });
    list.setSelected([]);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <ProductFilters value={list.filters} onChange={list.setFilters} />
        <Button component={Link} to="/admin/admin-product" variant="subtle">
          상품 목록으로
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {list.selected.length ? `${list.selected.length}개 선택됨` : '복구하거나 영구 삭제할 상품을 고르세요.'}
        </Text>
        <Button size="xs" variant="light" disabled={!list.selected.length} loading={restore.isPending} onClick={restoreSelected}>
          복구
        </Button>
        <Button size="xs" variant="light" color="red" disabled={!chosen.length} onClick={() => confirmDelete(chosen, () => list.setSelected([]))}>
          영구 삭제
        </Button>
      </Group>
      <ProductTable
        rows={rows}
        loading={data.isLoading}
        error={data.error}
        sort={list.sort}
        onSort={list.setSort}
        selected={list.selected}
        onSelect={list.setSelected}
        emptyText="숨긴 상품이 없습니다."
        actions={(p) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={() => restore.mutate({ restore_list: [p.goods_code] })} aria-label={`${p.goods_name} 복구`}>
              복구
            </Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => confirmDelete([p])} aria-label={`${p.goods_name} 영구 삭제`}>
              삭제
            </Button>
          </Group>
        )}
      />
      <ListFooter total={data.data?.total ?? 0} estimated={data.data?.total_estimated} page={list.page} size={PAGE_SIZE.default} onPage={list.setPage} />
    </Stack>
  );
}
