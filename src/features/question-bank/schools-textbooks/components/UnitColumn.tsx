/**
 * One column of the textbook hierarchy editor (대단원, 중단원 or 소단원): the units of the selected parent
 * by position, with add (type and press Enter), rename in place, move up and down, and delete after a
 * confirmation that says what goes with it.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Badge, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TextbookUnit } from '../../../../api/question-bank/schools-textbooks';
import { UNIT_LEVELS, useUnitMutations, useUnits, type UnitLevel } from '../api/textbook-units';

interface Props {
  level: UnitLevel;
  /** The selected parent; null while none is chosen. */
  parentId: number | null;
  /** What to choose first when there is no parent. */
  emptyHint: string;
  /** The selected unit, for columns whose units have children. */
  selectedId?: number | null;
  onSelect?: (id: number | null) => void;
}

export function UnitColumn({ level, parentId, emptyHint, selectedId, onSelect }: Props) {
  const { label, cascade } = UNIT_LEVELS[level];
  const units = useUnits(level, parentId);
  const { add, update, remove } = useUnitMutations(level, parentId);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  function submitAdd(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setAddError(`${label} 이름을 입력하세요.`);
    setAddError(null);
    add.mutate(trimmed, { onSuccess: () => setName('') });
  }

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    update.mutate({ id: renaming.id, name: renaming.name.trim() }, { onSuccess: () => setRenaming(null) });
  }

  function confirmDelete(unit: TextbookUnit) {
    modals.openConfirmModal({
      title: `${label} 삭제`,
      children: (
        <Text size="sm">
          &lsquo;{unit.name}&rsquo;을(를) 삭제할까요? {cascade}
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(unit.id, { onSuccess: () => unit.id === selectedId && onSelect?.(null) }),
    });
  }

  const list = units.data ?? [];
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{label}</Title>
          {parentId !== null && units.data && (
            <Text size="xs" c="dimmed">
              {list.length}개
            </Text>
          )}
        </Group>
        {parentId === null ? (
          <Text size="sm" c="dimmed" py="md">
            {emptyHint}
          </Text>
        ) : units.isPending ? (
          <Stack gap={6} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={30} />
            ))}
          </Stack>
        ) : units.isError ? (
          <Alert color="red" role="alert">
            {label} 목록을 불러오지 못했습니다: {units.error.message}
          </Alert>
        ) : (
          <>
            <ScrollArea.Autosize mah={480}>
              {list.length === 0 ? (
                <Text size="sm" c="dimmed" py="md">
                  등록된 {label}이(가) 없습니다.
                </Text>
              ) : (
                <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {list.map((unit, i) => (
                    <li key={unit.id}>
                      <Group gap={4} wrap="nowrap" p={4} bg={unit.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined} style={{ borderRadius: 4 }}>
                        <Badge variant="light" size="sm" miw={28}>
                          {i + 1}
                        </Badge>
                        {renaming?.id === unit.id ? (
                          <form onSubmit={submitRename} style={{ flex: 1 }}>
                            <TextInput
                              size="xs"
                              aria-label={`${label} 새 이름`}
                              value={renaming.name}
                              onChange={(e) => setRenaming({ id: unit.id, name: e.currentTarget.value })}
                              onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                              onBlur={() => setRenaming(null)}
                              maxLength={200}
                              autoFocus
                            />
                          </form>
                        ) : onSelect ? (
                          <UnstyledButton onClick={() => onSelect(unit.id)} style={{ flex: 1 }} aria-pressed={unit.id === selectedId}>
                            <Text size="sm">{unit.name}</Text>
                          </UnstyledButton>
                        ) : (
                          <Text size="sm" style={{ flex: 1 }}>
                            {unit.name}
                          </Text>
                        )}
                        <ActionIcon.Group>
                          <ActionIcon variant="default" size="sm" aria-label={`${unit.name} 위로`} disabled={i === 0 || update.isPending} onClick={() => update.mutate({ id: unit.id, index: i })}>
                            ↑
                          </ActionIcon>
                          <ActionIcon variant="default" size="sm" aria-label={`${unit.name} 아래로`} disabled={i === list.length - 1 || update.isPending} onClick={() => update.mutate({ id: unit.id, index: i + 2 })}>
                            ↓
                          </ActionIcon>
                          <ActionIcon variant="default" size="sm" aria-label={`${unit.name} 이름 변경`} onClick={() => setRenaming({ id: unit.id, name: unit.name })}>
                            ✎
                          </ActionIcon>
                          <ActionIcon variant="default" color="red" size="sm" aria-label={`${unit.name} 삭제`} onClick={() => confirmDelete(unit)}>
                            ✕
                          </ActionIcon>
                        </ActionIcon.Group>
                      </Group>
                    </li>
                  ))}
                </Stack>
              )}
            </ScrollArea.Autosize>
            <form onSubmit={submitAdd}>
              <TextInput
                size="sm"
                aria-label={`새 ${label} 이름`}
                placeholder={`새 ${label} 이름 입력 후 Enter`}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={addError}
                disabled={add.isPending}
                maxLength={200}
              />
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
