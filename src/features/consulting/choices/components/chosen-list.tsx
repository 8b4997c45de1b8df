/**
 * The chosen list grouped by 군 (issue 10 point 4; spec sections 2 and 7): 가군, 나군, 다군 with how many each
 * holds of CHOICE_LIMITS.perGun, each choice opening the detail modal, a button removing it, and the compare
 * view. The server shows the first 50 choices; with more, the list says so. In the widget's drawer the groups
 * stack; in the page's "지원 목록" tab they stand in three columns on wide screens. Someone without a list is
 * asked to sign in.
 */
import { Alert, Badge, Button, Center, CloseButton, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CHOICE_LIMITS } from '../../../../api/consulting/search-codes';
import type { ChosenMajor } from '../../../../api/consulting/choices';
import { useChoices } from '../api/get-choices';
import { useRemoveChoice } from '../api/remove-choice';
import { categoryLabel, groupByGun, type GunGroup } from '../choices.rules';
import { ChoiceCompare } from './choice-compare';
import { ChoiceDetailModal } from './choice-detail-modal';
import { useChoicesContext } from './choices-provider';
import { ChoicesSignIn } from './choices-sign-in';

export interface ChosenListProps {
  /** 'stack': one 군 under another (the drawer); 'columns': three columns from the tablet width (the page's tab). */
  layout: 'stack' | 'columns';
  /**
   * Told whether the detail modal or the compare view is open: the drawer holding the list then leaves Escape to
   * them (Mantine closes every open modal and drawer on one Escape otherwise).
   */
  onOverlayChange?: (open: boolean) => void;
}

function ChoiceItem({ choice, onOpen, onRemove, removing }: { choice: ChosenMajor; onOpen: () => void; onRemove: () => void; removing: boolean }) {
  const category = categoryLabel(choice);
  return (
    <Paper withBorder p={0} role="listitem">
      <Group gap={0} wrap="nowrap" align="stretch">
        <UnstyledButton onClick={onOpen} p="xs" style={{ flex: 1, minWidth: 0 }} aria-label={`${choice.univ_name} ${choice.major_name} 자세히 보기`}>
          <Text size="sm" fw={600} truncate>
            {choice.univ_name}
          </Text>
          <Text size="sm" truncate>
            {choice.major_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {choice.major_id === null ? '최신 학과 목록에 없음' : `${choice.region}${category ? ` · ${category}` : ''}`}
          </Text>
        </UnstyledButton>
        <Center px={4}>
          {removing ? <Loader size="xs" aria-label="빼는 중" /> : <CloseButton onClick={onRemove} aria-label={`${choice.univ_name} ${choice.major_name} 빼기`} title="목록에서 빼기" />}
        </Center>
      </Group>
    </Paper>
  );
}

function GunColumn({ group, onOpen, onRemove, removingId }: { group: GunGroup; onOpen: (c: ChosenMajor) => void; onRemove: (c: ChosenMajor) => void; removingId: number | null }) {
  const hidden = group.count - group.items.length;
  return (
    <Stack gap={6} component="section" aria-label={`${group.label} ${group.count}개`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {group.label}
        </Title>
        <Badge variant={group.count >= CHOICE_LIMITS.perGun ? 'filled' : 'light'} color={group.count >= CHOICE_LIMITS.perGun ? 'orange' : undefined}>
          {group.count}/{CHOICE_LIMITS.perGun}
        </Badge>
      </Group>
      {group.items.length === 0 && hidden === 0 ? (
        <Text size="sm" c="dimmed">
          아직 담은 학과가 없습니다.
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={`${group.label} 지원 학과`}>
          {group.items.map((c) => (
            <ChoiceItem key={c.id} choice={c} onOpen={() => onOpen(c)} onRemove={() => onRemove(c)} removing={removingId === c.id} />
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          처음 {CHOICE_LIMITS.list}개만 보여 주어 {hidden}개는 목록에 없습니다.
        </Text>
      )}
    </Stack>
  );
}

function CustomerList({ uid, layout, onOverlayChange }: { uid: number } & ChosenListProps) {
  const context = useChoicesContext();
  const { data, error, isPending } = useChoices(uid);
  const remove = useRemoveChoice(uid);
  const [openId, setOpenId] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const overlay = openId !== null || comparing;
  useEffect(() => {
    onOverlayChange?.(overlay);
    return () => onOverlayChange?.(false);
  }, [overlay, onOverlayChange]);
  if (isPending) {
    return (
      <Stack gap={8} aria-busy="true" aria-label="지원 목록을 불러오는 중">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={52} />
        ))}
      </Stack>
    );
  }
  if (error || !data) {
    return (
      <Alert color="red" title="지원 목록을 불러오지 못했습니다">
        {error?.message}
      </Alert>
    );
  }
  const groups = groupByGun(data.data, data.counts);
  const open = data.data.find((c) => c.id === openId) ?? null;
  const removingId = remove.isPending ? (remove.variables ?? null) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={600} aria-live="polite">
          담은 학과 {data.total}개
        </Text>
        <Button size="xs" variant="light" disabled={data.data.length === 0} onClick={() => setComparing(true)}>
          나란히 비교하기
        </Button>
      </Group>
      {data.total === 0 && (
        <Text size="sm" c="dimmed">
          검색 결과의 가·나·다 버튼을 누르면 그 군에 학과를 담습니다. 군마다 {CHOICE_LIMITS.perGun}개까지 담을 수 있습니다.
        </Text>
      )}
      <SimpleGrid cols={layout === 'columns' ? { base: 1, sm: 3 } : 1} spacing="md" verticalSpacing="lg">
        {groups.map((g) => (
          <GunColumn key={g.gun} group={g} onOpen={(c) => setOpenId(c.id)} onRemove={(c) => remove.mutate(c.id)} removingId={removingId} />
        ))}
      </SimpleGrid>
      <ChoiceDetailModal
        choice={open}
        onClose={() => setOpenId(null)}
        onRemove={(c) => remove.mutate(c.id, { onSuccess: () => setOpenId(null) })}
        removing={removingId !== null && removingId === openId}
        renderConvertedScore={context?.renderConvertedScore}
      />
      <ChoiceCompare opened={comparing} onClose={() => setComparing(false)} choices={data.data} />
    </Stack>
  );
}

/** The chosen list of whoever is looking (inside a ChoicesProvider). */
export function ChosenList({ layout, onOverlayChange }: ChosenListProps) {
  const viewer = useChoicesContext()?.viewer ?? { kind: 'anonymous' as const };
  if (viewer.kind === 'restoring') {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="불러오는 중" />
      </Center>
    );
  }
  if (viewer.kind !== 'customer') return <ChoicesSignIn staff={viewer.kind === 'staff'} />;
  return <CustomerList uid={viewer.uid} layout={layout} onOverlayChange={onOverlayChange} />;
}
