/**
 * Literary works (GET subject/literature): a searchable, paged list, and a form that adds a work
 * (POST exam/literature; 409 when the same name and author exist).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, Card, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCreateLiterature } from '../api/create-literature';
import { useLiterature } from '../api/get-literature';
import { LITERATURE_GENRES } from '../curriculum.rules';
import { fieldOf } from '../../../../components/form/form-errors';

const PAGE_SIZE = 10;
type Field = 'name' | 'author' | 'genre';

/** The form that adds a work; errors are shown on the field the server names. */
function LiteratureForm() {
  const create = useCreateLiterature();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', author: '', genre: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: '작품명을 입력하세요.' });
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: '등록했습니다', message: `${values.name.trim()}${values.author.trim() ? ` (${values.author.trim()})` : ''}` });
        setValues({ name: '', author: '', genre: '' });
        setErrors({});
      },
      onError: (error) => {
        const field = fieldOf(error);
        if (field === 'name' || field === 'author' || field === 'genre') setErrors({ [field]: error.message });
        else setErrors({ form: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="문학 작품 등록">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput label="작품명" required maxLength={200} value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} w={200} />
        <TextInput label="작가" placeholder="작자 미상" maxLength={100} value={values.author} onChange={(e) => set('author')(e.currentTarget.value)} error={errors.author} w={160} />
        <Autocomplete label="갈래" data={[...LITERATURE_GENRES]} maxLength={50} value={values.genre} onChange={set('genre')} error={errors.genre} w={140} />
        <Button type="submit" mt={25} loading={create.isPending}>
          작품 추가
        </Button>
      </Group>
      {errors.form && (
        <Alert color="red" mt="xs" role="alert">
          {errors.form}
        </Alert>
      )}
    </form>
  );
}

/** The works list with search and pages; the add form only when `canAdd` (level 2 and above). */
export function LiteraturePanel({ canAdd = true }: { canAdd?: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useLiterature({ search: debounced || undefined, page, size: PAGE_SIZE });
  const rows = list.data?.data_list ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            문학 작품
          </Title>
          <TextInput
            placeholder="작품명 또는 작가"
            aria-label="문학 작품 검색"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={240}
          />
        </Group>
        {canAdd && <LiteratureForm />}
        <Table striped highlightOnHover aria-label="문학 작품 목록">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="45%">작품명</Table.Th>
              <Table.Th w="30%">작가</Table.Th>
              <Table.Th w="25%">갈래</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Center py="md">
                    <Loader size="sm" aria-label="불러오는 중" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : list.isError ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Alert color="red">{list.error.message}</Alert>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center" py="md">
                    {debounced ? `‘${debounced}’에 맞는 작품이 없습니다.` : '등록된 작품이 없습니다.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.author || '-'}</Table.Td>
                  <Table.Td>{w.genre || '-'}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            총 {total.toLocaleString('ko-KR')}건
          </Text>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            getControlProps={(c) => ({ 'aria-label': c === 'next' ? '다음 페이지' : c === 'previous' ? '이전 페이지' : c })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
