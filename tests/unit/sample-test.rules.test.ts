/** The pure rules of the visitors' sample test: which questions are servable, the seeded shuffle, grading by question type, the score, labels. */
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '../../src/api/codes';
import { sampleCodesTagged, SAMPLE_STATE } from '../../src/machines/sample.machine';
import {
  choiceMarks,
  choiceNumbers,
  gradeAnswer,
  isGradable,
  normaliseText,
  pickShuffled,
  rightAnswer,
  scopeLabel,
  scoreOf,
  unitLabel,
  type StoredAnswer,
} from '../../src/features/public/sample-test.rules';

const T = QUESTION_TYPE;
const stored = (values: Partial<StoredAnswer>): StoredAnswer => ({ question_type: T.multipleChoice.code, answer: null, answer_number: null, answer_multiple: [], ...values });

describe('the sample machine tags what visitors see', () => {
  it('only the in-use state is public', () => expect(sampleCodesTagged('public')).toEqual([SAMPLE_STATE.inUse.code]));
});

describe('choiceNumbers', () => {
  it.each([
    ['3', [3]],
    [' 2 ', [2]],
    ['2,4', [2, 4]],
    ['④', [4]],
    ['① ③', [1, 3]],
    ['6', []],
    ['10', []],
    ['', []],
    [null, []],
  ])('%j -> %j', (answer, expected) => expect(choiceNumbers(answer)).toEqual(expected));
});

describe('isGradable', () => {
  it.each([
    ['객관식 with an answer and five choices', { answer: '3', choice_count: 5 }, true],
    ['객관식 without an answer', { answer: null, choice_count: 5 }, false],
    ['객관식 with a blank answer', { answer: '  ', choice_count: 5 }, false],
    ['객관식 with an answer out of 1-5', { answer: '7', choice_count: 5 }, false],
    ['객관식 with three choices written', { answer: '3', choice_count: 3 }, false],
    ['복수선택 with answers', { question_type: T.multiSelect.code, answer_multiple: [1, 3], choice_count: 5 }, true],
    ['복수선택 without answers', { question_type: T.multiSelect.code, answer_multiple: [], choice_count: 5 }, false],
    ['주관식 with a text answer', { question_type: T.subjective.code, answer: 'been', choice_count: 0 }, true],
    ['주관식 with a numeric answer only', { question_type: T.subjective.code, answer_number: '12', choice_count: 0 }, true],
    ['주관식 without either', { question_type: T.subjective.code, choice_count: 0 }, false],
    ['듣기평가 (no recording on the page)', { question_type: T.listening.code, answer: '1', choice_count: 5 }, false],
  ])('%s', (_, values, expected) => expect(isGradable({ ...stored(values), choice_count: values.choice_count })).toBe(expected));
});

describe('pickShuffled', () => {
  const ids = [5, 3, 9, 1, 7, 2, 8];
  it('is the same for the same seed, whatever order the ids come in', () => {
    expect(pickShuffled(ids, 42, 7)).toEqual(pickShuffled([...ids].reverse(), 42, 7));
  });
  it('takes `count` distinct ids of the list', () => {
    const picked = pickShuffled([...ids, 5, 3], 1, 5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    expect(picked.every((id) => ids.includes(id))).toBe(true);
    expect(pickShuffled(ids, 1, 20).sort()).toEqual([...ids].sort());
    expect(pickShuffled([], 1, 5)).toEqual([]);
  });
  it('changes with the seed', () => {
    const orders = new Set([0, 1, 2, 3, 4, 5].map((seed) => pickShuffled(ids, seed, 7).join()));
    expect(orders.size).toBeGreaterThan(3);
  });
});

describe('gradeAnswer', () => {
  const mc = stored({ answer: '3' });
  const multi = stored({ question_type: T.multiSelect.code, answer_multiple: [1, 3] });
  const subj = stored({ question_type: T.subjective.code, answer: '$\\frac{1}{2}$', answer_number: '0.5' });
  const word = stored({ question_type: T.subjective.code, answer: 'been' });
  const numberOnly = stored({ question_type: T.subjective.code, answer_number: '1,000' });
  it.each([
    ['객관식: the answer', mc, [3], true],
    ['객관식: another choice', mc, [2], false],
    ['객관식: two choices', mc, [3, 2], false],
    ['객관식: the same choice twice', mc, [3, 3], true],
    ['객관식: text', mc, '3', false],
    ['객관식: nothing', mc, [], false],
    ['객관식 with two accepted answers: either', stored({ answer: '2,4' }), [4], true],
    ['복수선택: the set in any order', multi, [3, 1], true],
    ['복수선택: part of it', multi, [1], false],
    ['복수선택: more than it', multi, [1, 3, 5], false],
    ['복수선택: text', multi, '1,3', false],
    ['주관식: the LaTeX without $', subj, '\\frac{1}{2}', true],
    ['주관식: the LaTeX with spaces', subj, '$ \\frac{1} {2} $', true],
    ['주관식: the numeric answer', subj, '0.5', true],
    ['주관식: the same number written otherwise', subj, '.50', true],
    ['주관식: another number', subj, '0.25', false],
    ['주관식: choices', subj, [1], false],
    ['주관식: blank', subj, '  ', false],
    ['주관식 word: other case and full-width', word, 'ＢＥＥＮ', true],
    ['주관식 word: another word', word, 'gone', false],
    ['주관식 number with a thousands comma', numberOnly, '1000', true],
    ['주관식 list is not a number', stored({ question_type: T.subjective.code, answer: '1, 2' }), '12', false],
    ['주관식 list as written', stored({ question_type: T.subjective.code, answer: '1, 2' }), '1,2', true],
  ] as Array<[string, StoredAnswer, number[] | string, boolean]>)('%s', (_, q, given, expected) => expect(gradeAnswer(q, given)).toBe(expected));
});

describe('rightAnswer, scoreOf, labels', () => {
  it('shows choices or the text', () => {
    expect(rightAnswer(stored({ answer: '4' }))).toEqual({ choices: [4], text: null });
    expect(rightAnswer(stored({ question_type: T.multiSelect.code, answer_multiple: [3, 1, 3] }))).toEqual({ choices: [1, 3], text: null });
    expect(rightAnswer(stored({ question_type: T.subjective.code, answer: 'been' }))).toEqual({ choices: [], text: 'been' });
    expect(rightAnswer(stored({ question_type: T.subjective.code, answer: ' ', answer_number: '12' }))).toEqual({ choices: [], text: '12' });
  });
  it('scores', () => {
    expect(scoreOf([{ correct: true }, { correct: false }, { correct: true }])).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(scoreOf([])).toEqual({ correct: 0, total: 0, percent: 0 });
  });
  it('labels', () => {
    expect(normaliseText(' A b $x$ ')).toBe('abx');
    expect(choiceMarks([1, 3])).toBe('①, ③');
    expect(unitLabel({ kind: 'chapter', names: ['수학Ⅰ', '지수함수와 로그함수'] })).toBe('단원 · 수학Ⅰ > 지수함수와 로그함수');
    expect(unitLabel({ kind: 'type', names: ['계산'] })).toBe('유형 · 계산');
    expect(unitLabel(null)).toBe('단원 미분류');
    expect(scopeLabel({ school_type: 3, grade_id: 3, subject_type_id: 3 })).toBe('고등학교 3학년 수학');
  });
});
