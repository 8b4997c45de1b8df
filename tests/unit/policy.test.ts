/**
 * The language of record-level rules (src/api/policy.ts): how clauses, relations, facts and the hide gate
 * decide, how several records combine, and how a rule reads in the generated docs.
 */
import { describe, expect, it } from 'vitest';
import { anyAllowed, definePolicy, describeClause, levelReach, resource } from '../../src/api/policy';

const doc = resource<{ owner: number; locked: boolean; secret: boolean }>()({
  label: '문서',
  relations: { owner: { label: '작성자', test: (a, r) => r.owner === a.uid } },
  facts: { unlocked: { label: '잠기지 않음', test: (r) => !r.locked }, secret: { label: '비밀', test: (r) => r.secret } },
  actions: {
    edit: {
      description: '고치기',
      allow: [{ minLevel: 4 }, { relations: ['owner'], facts: ['unlocked'] }],
      denied: '작성자만 고칩니다.',
      stateDenied: '잠긴 문서입니다.',
      hide: { fact: 'secret', belowLevel: 10, record: '문서' },
    },
  },
});
const policy = definePolicy('test', { doc });
const rec = (r: Partial<{ owner: number; locked: boolean; secret: boolean }> = {}) => ({ owner: 1, locked: false, secret: false, ...r });

describe('authorize', () => {
  it.each([
    ['the owner of an unlocked record', { uid: 1, level: 1 }, rec(), { ok: true }],
    ['the owner of a locked record: a clause admits them but the state does not', { uid: 1, level: 1 }, rec({ locked: true }), { ok: false, denial: 'state', reason: '잠긴 문서입니다.' }],
    ['someone else below the level', { uid: 2, level: 3 }, rec(), { ok: false, denial: 'forbidden', reason: '작성자만 고칩니다.' }],
    ['an admin, locked or not (their clause has no facts)', { uid: 2, level: 4 }, rec({ locked: true }), { ok: true }],
    ['the owner of a secret record below the level: hidden before anything else', { uid: 1, level: 1 }, rec({ secret: true }), { ok: false, denial: 'hidden', reason: '문서을(를) 찾을 수 없습니다.', record: '문서' }],
    ['the master on a secret record', { uid: 9, level: 10 }, rec({ secret: true }), { ok: true }],
  ])('%s', (_name, actor, record, expected) => {
    expect(policy.authorize(actor, 'doc.edit', record)).toEqual(expected);
  });

  it('refuses to answer for an action nobody declared', () => {
    expect(() => policy.authorize({ uid: 1, level: 1 }, 'doc.nope' as 'doc.edit', rec())).toThrow(/no action doc.nope/);
  });

  it('anyAllowed: allowed when any record allows, else the first refusal', () => {
    const no = policy.authorize({ uid: 2, level: 1 }, 'doc.edit', rec());
    const yes = policy.authorize({ uid: 1, level: 1 }, 'doc.edit', rec());
    expect(anyAllowed([no, yes])).toEqual({ ok: true });
    expect(anyAllowed([no])).toBe(no);
    expect(anyAllowed([])).toMatchObject({ ok: false, denial: 'forbidden' });
  });
});

describe('descriptions for the docs', () => {
  it('names each clause and how far each level reaches', () => {
    const rule = doc.actions.edit;
    expect(rule.allow.map((c) => describeClause(doc, c))).toEqual(['레벨 4 이상', '작성자 · 잠기지 않음']);
    expect(describeClause(doc, {})).toBe('라우트가 허용한 누구나');
    expect([1, 3, 4, 10].map((level) => levelReach(rule, level))).toEqual(['related', 'related', 'any', 'any']);
  });
});
