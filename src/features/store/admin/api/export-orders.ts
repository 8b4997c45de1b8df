/** GET orders/xlsx: the filtered orders (every page) as a file, saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { requestFile, saveBlob } from '../../../../api/client';
import { adminOrderXlsx, type OrderListQuery } from '../../../../api/store/admin-payments';

const fileName = () => `결제내역_${new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' })}.xlsx`;

/** Downloads the filtered orders as xlsx with the staff token. */
export async function exportOrders(query: OrderListQuery): Promise<void> {
  const { page: _page, size: _size, ...filters } = query;
  saveBlob(await requestFile('staff', adminOrderXlsx, { query: filters }), fileName());
}

/** The export as a mutation: the button shows its progress, a refusal is shown as a notification. */
export const useExportOrders = () =>
  useMutation({ mutationFn: exportOrders, onError: (error) => notifications.show({ color: 'red', title: '엑셀 내려받기 실패', message: error.message }) });
