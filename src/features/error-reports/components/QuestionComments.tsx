/**
 * The comments of a question with their tags (GET, POST, DELETE question_comment): add one with a tag,
 * delete one after confirmation where the error-reports policy allows it (its author, or an admin).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ERROR_REPORTS_POLICY } from '../error-reports.policy';
import { useAddComment, useComments, useDeleteComment } from '../api/comments';
import { formatTime } from './ReportStatusBadge';
import { COMMENT_TAGS, type CommentTag } from '../../../api/error-reports';

export function QuestionComments({ questionId, viewer }: { questionId: number; viewer: { uid: number; level: number } }) {
  const comments = useComments(questionId);
  const add = useAddComment();
  const remove = useDeleteComment();
  const [content, setContent] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('댓글을 입력하세요.');
    setError(null);
    add.mutate(
      { question_id: questionId, content: content.trim(), tag: (tag as CommentTag | null) ?? undefined },
      {
        onSuccess: () => {
          setContent('');
          setTag(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const confirmDelete = (id: number) =>
    modals.openConfirmModal({
      title: '댓글 삭제',
      children: <Text size="sm">이 댓글을 삭제할까요?</Text>,
      labels: { confirm: '삭제', cancel: '돌아가기' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onSuccess: () => notifications.show({ color: 'green', message: '댓글을 삭제했습니다.' }) }),
    });

  const rows = comments.data?.data_list ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>문항 댓글</Title>
        {comments.isPending ? (
          <Loader size="sm" aria-label="댓글 불러오는 중" />
        ) : comments.isError ? (
          <Alert color="red">{comments.error.message}</Alert>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            댓글이 없습니다.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((c) => (
              <Paper component="li" key={c.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap="xs">
                    {c.tag && (
                      <Badge size="sm" variant="light">
                        {c.tag}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {c.user_name ?? '알 수 없음'} · {formatTime(c.create_time)}
                    </Text>
                  </Group>
                  {ERROR_REPORTS_POLICY.allows(viewer, 'comment.delete', c) && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => confirmDelete(c.id)} aria-label={`${c.user_name ?? ''} 댓글 삭제`}>
                      삭제
                    </Button>
                  )}
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {c.content}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} aria-label="댓글 작성">
          <Stack gap="xs">
            <Select label="태그" placeholder="태그 없음" data={[...COMMENT_TAGS]} value={tag} onChange={setTag} clearable w={180} />
            <Textarea label="댓글" placeholder="확인한 내용이나 수정 요청을 남기세요." autosize minRows={2} value={content} onChange={(e) => setContent(e.currentTarget.value)} maxLength={2000} />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={add.isPending}>
                댓글 등록
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
