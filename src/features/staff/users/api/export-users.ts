/** GET user_management/xlsx: the user list under the same filters and sort as a file, saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { requestFile, saveBlob } from '../../../../api/client';
import { userManagementXlsx, type UserListQuery } from '../../../../api/staff/users';

/** The export's file name, with today's date. */
const fileName = () => `사용자목록_${new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' })}.xlsx`;

/** Downloads the list (every page) as xlsx with the staff token. */
export async function exportUsers(query: UserListQuery): Promise<void> {
  const { page: _page, size: _size, ...filters } = query;
  saveBlob(await requestFile('staff', userManagementXlsx, { query: filters }), fileName());
}

/** The export as a mutation: the button shows its progress, a refusal is shown as a notification. */
export const useExportUsers = () =>
  useMutation({ mutationFn: exportUsers, onError: (error) => notifications.show({ color: 'red', title: '엑셀 내보내기 실패', message: error.message }) });
