/**
 * POST divided_image/modify: saves the whole set of boxes of an AI exam subject (boxes left out are deleted; the
 * server re-crops what changed). The reply is the new divided state, written straight into the state query so
 * the editor and the question list show it at once; the crops of the exam are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { divideModify } from '../../../../api/digitise/images';
import { dividedKeys } from '../../split/api/divided-state';
import type { EditorBox } from '../box-editor.rules';
import { toModifyBody } from '../box-editor.rules';
import { cropKeys } from './crops';

/** The save mutation of one exam subject's boxes. */
export function useModifyBoxes(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (boxes: EditorBox[]) => adminApi(divideModify, { body: toModifyBody(examSubjectId, boxes) }, { notify: false }),
    onSuccess: (reply) => {
      client.setQueryData(dividedKeys.state(examSubjectId), reply);
      void client.invalidateQueries({ queryKey: cropKeys.exam(examSubjectId) });
    },
  });
}
