/**
 * The chosen-university detail modal (spec section 2; issue 10 point 4): the university and major, region,
 * categories, the university's address and homepage, its known admission group (with the source's note), the
 * 군 it was chosen in, and the converted score through the provider's slot (the scores work draws it). A choice
 * whose major a newer import removed shows the names it was chosen with and says so. Full screen on the mobile
 * layout.
 */
import { Alert, Anchor, Badge, Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChosenMajor } from '../../../../api/consulting/choices';
import { useIsMobile } from '../../../../layout/breakpoints';
import { gunLabel } from '../../consulting.rules';
import { categoryLabel, choiceDate, homepageUrl, regionFullName } from '../choices.rules';
import type { RenderConvertedScore } from './choices-provider';

export interface ChoiceDetailModalProps {
  /** The choice shown; null when closed. */
  choice: ChosenMajor | null;
  onClose: () => void;
  /** Removes the choice from the list. */
  onRemove: (choice: ChosenMajor) => void;
  removing: boolean;
  /** The converted-score slot (see RenderConvertedScore); absent until the scores work lands. */
  renderConvertedScore?: RenderConvertedScore;
}

/** The university's homepage as a link, or a dash. */
export function Homepage({ homepage }: { homepage: string | null }) {
  const url = homepageUrl(homepage);
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
      {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      -
    </Text>
  );
}

/** The known admission group with its note, or "알려지지 않음". */
export function KnownGun({ choice }: { choice: Pick<ChosenMajor, 'type' | 'type_note'> }) {
  if (!choice.type) {
    return (
      <Text size="sm" c="dimmed">
        알려지지 않음
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">{gunLabel(choice.type)}</Text>
      {choice.type_note && (
        <Text size="xs" c="dimmed">
          {choice.type_note}
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="32%" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export function ChoiceDetailModal({ choice, onClose, onRemove, removing, renderConvertedScore }: ChoiceDetailModalProps) {
  const mobile = useIsMobile();
  const gone = choice?.major_id === null;
  const members = choice ? choice.member_majors.filter((m) => m !== choice.major_name) : [];
  return (
    <Modal opened={choice !== null} onClose={onClose} title="지원 학과 자세히 보기" fullScreen={mobile} size="lg" centered>
      {choice && (
        <Stack gap="md">
          <div>
            <Group gap="xs">
              <Badge variant="filled">{gunLabel(choice.gun)}</Badge>
              <Text size="xs" c="dimmed">
                {choiceDate(choice.create_time)} 담음 · {choice.year}년 학과 목록 기준
              </Text>
            </Group>
            <Text fw={700} size="lg" mt={6}>
              {choice.univ_name}
            </Text>
            <Text size="md">{choice.major_name}</Text>
          </div>
          {gone && (
            <Alert color="yellow" variant="light" p="xs">
              이 학과는 최신 학과 목록에 없습니다. 담을 때의 이름만 남아 있으니 목록에서 빼고 다시 찾아 보세요.
            </Alert>
          )}
          {choice.type && choice.type !== choice.gun && (
            <Alert color="orange" variant="light" p="xs">
              이 대학의 알려진 모집 군은 {gunLabel(choice.type)}입니다. {gunLabel(choice.gun)}에 담았으니 모집 요강을 확인하세요.
            </Alert>
          )}
          <Table variant="vertical" layout="fixed" withTableBorder aria-label="지원 학과 정보">
            <Table.Tbody>
              <Row label="대학">{choice.univ_name}</Row>
              <Row label="학과">
                <Text size="sm">{choice.major_name}</Text>
                {members.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {members.join(', ')}
                  </Text>
                )}
              </Row>
              <Row label="지역">{regionFullName(choice.region)}</Row>
              <Row label="계열">{categoryLabel(choice) ?? '-'}</Row>
              <Row label="담은 군">{gunLabel(choice.gun)}</Row>
              <Row label="모집 군">
                <KnownGun choice={choice} />
              </Row>
              <Row label="주소">{choice.address ?? '-'}</Row>
              <Row label="홈페이지">
                <Homepage homepage={choice.homepage} />
              </Row>
            </Table.Tbody>
          </Table>
          <Divider label="환산점수" labelPosition="left" />
          <section aria-label="환산점수" data-slot="converted-score">
            {renderConvertedScore ? (
              renderConvertedScore(choice)
            ) : (
              <Text size="sm" c="dimmed">
                환산점수는 준비 중입니다. 모의고사 성적을 입력하면 이 학과의 환산점수가 여기에 표시됩니다.
              </Text>
            )}
          </section>
          <Group justify="flex-end">
            <Button variant="light" color="red" loading={removing} onClick={() => onRemove(choice)}>
              목록에서 빼기
            </Button>
            <Button variant="default" onClick={onClose}>
              닫기
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
