/**
 * Who is looking at the consulting pages, and the converted-score slot, for every chosen-list component under
 * it (the search rows' 가/나/다 buttons, the list, the widget). The route reads the session (`useSession()`) and
 * passes it in: a feature never imports another.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ChosenMajor } from '../../../../api/consulting/choices';
import { viewerOf, type ChoicesSession, type ChoicesViewer } from '../choices-viewer.rules';

/**
 * The converted score (환산점수) of a choice, drawn by the scores work when it lands (issue 10): the detail modal
 * shows what this returns under "환산점수", and says it is not ready while it is absent.
 */
export type RenderConvertedScore = (choice: ChosenMajor) => ReactNode;

interface ChoicesContextValue {
  viewer: ChoicesViewer;
  renderConvertedScore?: RenderConvertedScore;
}

const ChoicesContext = createContext<ChoicesContextValue | null>(null);

export interface ChoicesProviderProps {
  /** The session as `useSession()` gives it. */
  session: ChoicesSession;
  /** The converted-score slot of the detail modal (see RenderConvertedScore). */
  renderConvertedScore?: RenderConvertedScore;
  children: ReactNode;
}

export function ChoicesProvider({ session, renderConvertedScore, children }: ChoicesProviderProps) {
  const { status, restoring } = session;
  const uid = session.user?.uid ?? null;
  const value = useMemo(
    () => ({ viewer: viewerOf({ status, restoring, user: uid === null ? null : { uid } }), renderConvertedScore }),
    [status, restoring, uid, renderConvertedScore],
  );
  return <ChoicesContext.Provider value={value}>{children}</ChoicesContext.Provider>;
}

/** The viewer and slot of the nearest provider; null outside one (the search list then shows no chosen-list parts). */
export const useChoicesContext = (): ChoicesContextValue | null => useContext(ChoicesContext);
