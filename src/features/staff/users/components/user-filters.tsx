/**
 * The user list's filter panel (spec section 2: admin, user search, name search): the realm (전체/직원/고객),
 * the level, a search in the e-mail and one in the name (sent with Enter or 검색), and whether withdrawn
 * accounts are shown. The values live in the URL (users.search.ts); this component only shows them and reports
 * changes, each back to page 1.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { REALMS } from '../../../../api/staff/users';
import { LEVEL_OPTIONS } from '../users.rules';
import { isFiltered, withFilter, type UserSearch } from '../users.search';

const ALL = 'all';
const REALM_OPTIONS = [{ value: ALL, label: '전체' }, ...Object.entries(REALMS).map(([value, label]) => ({ value, label }))];

export interface UserFiltersProps {
  search: UserSearch;
  onChange: (next: UserSearch) => void;
}

export function UserFilters({ search, onChange }: UserFiltersProps) {
  // The text boxes are typed freely and sent together; a URL change (Back, reset) starts them over.
  return <FilterForm key={`${search.user_search ?? ''}|${search.name_search ?? ''}`} search={search} onChange={onChange} />;
}

function FilterForm({ search, onChange }: UserFiltersProps) {
  const [email, setEmail] = useState(search.user_search ?? '');
  const [name, setName] = useState(search.name_search ?? '');
  const set = (patch: Parameters<typeof withFilter>[1]) => onChange(withFilter(search, patch));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ user_search: email.trim() || undefined, name_search: name.trim() || undefined });
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label="사용자 필터">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div>
          <SegmentedControl
            aria-label="구분"
            data={REALM_OPTIONS}
            value={search.realm ?? ALL}
            onChange={(v) => set({ realm: v === ALL ? undefined : (v as UserSearch['realm']) })}
          />
        </div>
        <Select
          label="레벨 (admin)"
          placeholder="전체"
          data={LEVEL_OPTIONS}
          value={search.admin === undefined ? null : String(search.admin)}
          onChange={(v) => set({ admin: v === null ? undefined : Number(v) })}
          clearable
          w={180}
        />
        <form onSubmit={submit} role="search" aria-label="사용자 검색">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="이메일 검색" placeholder="예: kim@" value={email} onChange={(e) => setEmail(e.currentTarget.value)} maxLength={200} w={200} />
            <TextInput label="이름 검색" placeholder="예: 김민수" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} w={170} />
            <Button type="submit" variant="light">
              검색
            </Button>
          </Group>
        </form>
        <Checkbox label="탈퇴한 계정 포함" checked={search.include_out === 1} onChange={(e) => set({ include_out: e.currentTarget.checked ? 1 : undefined })} mb={8} />
        <Button
          variant="subtle"
          size="compact-sm"
          mb={6}
          disabled={!isFiltered(search)}
          onClick={() => onChange(withFilter(search, { realm: undefined, admin: undefined, user_search: undefined, name_search: undefined, include_out: undefined }))}
        >
          필터 초기화
        </Button>
      </Group>
    </Paper>
  );
}
