/**
 * A read-only browser of the curriculum in two tabs. "단원·문제유형": choose curriculum, school level, grade,
 * subject and detail, and see the chapter tree (단원) and question types (문제유형) that apply side by side
 * (spec section 5's rule). "단원 탐색": the chapter explorer (main-category, then sub-category level by level).
 * The literary works (search, add) are below both tabs.
 */
import { useState } from 'react';
import { Card, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { CategoryScopeInput } from '../api/get-categories';
import { CategoryPicker } from './CategoryPicker';
import { ChapterExplorer } from './ChapterExplorer';
import { CurriculumScopeFilters } from './CurriculumScopeFilters';
import { LiteraturePanel } from './LiteraturePanel';
import { SCHOOL_TYPE } from '../../../../api/codes';

export interface CurriculumBrowserProps {
  /** Whether the signed-in level may add works (POST exam/literature needs level 2); the route decides. */
  canAddLiterature?: boolean;
}

type BrowserTab = 'categories' | 'explorer';

/** The browser screen body; the route wraps it in AdminPage and passes whether works may be added. */
export function CurriculumBrowser({ canAddLiterature = true }: CurriculumBrowserProps) {
  const [tab, setTab] = useState<BrowserTab>('categories');
  /** The explorer is mounted the first time its tab is opened (starting from the subject chosen here), then kept. */
  const [explorerSubject, setExplorerSubject] = useState<number | null | undefined>(undefined);
  const [scope, setScope] = useState<CategoryScopeInput>({
    curriculum: 2015,
    school_type: SCHOOL_TYPE.high.code,
    grade_id: null,
    subject_type_id: null,
    subject_detail_type_id: null,
  });
  const [chapterId, setChapterId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);

  /** A change of grade keeps the choices (the pickers say when one no longer applies); any other change clears them. */
  const changeScope = (next: CategoryScopeInput) => {
    if (next.grade_id === scope.grade_id) {
      setChapterId(null);
      setTypeId(null);
    }
    setScope(next);
  };
  const openTab = (value: string | null) => {
    if (value !== 'categories' && value !== 'explorer') return;
    if (value === 'explorer' && explorerSubject === undefined) setExplorerSubject(scope.subject_type_id);
    setTab(value);
  };

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={openTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="categories">단원·문제유형</Tabs.Tab>
          <Tabs.Tab value="explorer">단원 탐색</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="categories" pt="md">
          <Stack gap="md">
            <Card withBorder>
              <CurriculumScopeFilters value={scope} onChange={changeScope} />
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <CategoryPicker kind="chapter" {...scope} value={chapterId} onChange={(id) => setChapterId(id)} height={480} />
              </Card>
              <Card withBorder>
                <CategoryPicker kind="type" {...scope} value={typeId} onChange={(id) => setTypeId(id)} height={480} />
              </Card>
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="explorer" pt="md">
          {explorerSubject !== undefined && <ChapterExplorer defaultSubjectTypeId={explorerSubject ?? undefined} />}
        </Tabs.Panel>
      </Tabs>
      <LiteraturePanel canAdd={canAddLiterature} />
    </Stack>
  );
}
