/** Spec section 5, table-driven: every branch of question completeness and its label. */
import { describe, expect, it } from 'vitest';
import { incompleteQuestions, missingItems, type CompletenessInput } from '../../src/features/question-bank/question-bank.rules';

const complete: CompletenessInput = { question_type: 1, class_type: 1, level: 3, category_id: 7, answer: '2', answer_number: null, answer_multiple: [], choice_count: 5 };
const q = (over: Partial<CompletenessInput>): CompletenessInput => ({ ...complete, ...over });

describe('missingItems', () => {
  it.each<[string, CompletenessInput, string, string[]]>([
    ['complete multiple choice', complete, 'MATH1', []],
    ['four choices', q({ choice_count: 4 }), 'MATH1', ['객관식문항']],
    ['no choices', q({ choice_count: 0 }), 'MATH1', ['객관식문항']],
    ['choices only matter for multiple choice', q({ question_type: 2, choice_count: 0 }), 'MATH1', []],
    ['no difficulty', q({ level: null }), 'MATH1', ['난이도']],
    ['class_type 1 without type', q({ category_id: null }), 'MATH1', ['문제유형']],
    ['class_type 1 without type, English code', q({ category_id: null }), 'ENG1', []],
    ['class_type 1 without type, lower-case eng code', q({ category_id: null }), 'eng_common', []],
    ['code containing ENG elsewhere still needs a type', q({ category_id: null }), 'KOR_ENG', ['문제유형']],
    ['everything missing, in modal order', q({ choice_count: 2, level: null, category_id: null }), 'KOR_LIT', ['객관식문항', '난이도', '문제유형']],
    ['class_type 1 ignores the answer', q({ answer: null }), 'MATH1', []],
    ['class_type 2, type 1 without answer', q({ class_type: 2, answer: null }), 'MATH1', ['객관식']],
    ['class_type 2, type 1 with blank answer', q({ class_type: 2, answer: '  ' }), 'MATH1', ['객관식']],
    ['class_type 2 ignores the type category', q({ class_type: 2, category_id: null }), 'MATH1', []],
    ['class_type 3, type 4 without answer', q({ class_type: 3, question_type: 4, answer: null }), 'ENG1', ['듣기평가']],
    ['class_type 3, type 4 answered', q({ class_type: 3, question_type: 4 }), 'ENG1', []],
    ['class_type 2, type 2 without answer', q({ class_type: 2, question_type: 2, answer: null, answer_number: null }), 'MATH1', ['주관식']],
    ['class_type 2, type 2 with a number answer', q({ class_type: 2, question_type: 2, answer: null, answer_number: '12' }), 'MATH1', []],
    ['class_type 3, type 3 with an empty multi-answer list', q({ class_type: 3, question_type: 3, answer_multiple: [] }), 'MATH1', ['복수선택']],
    ['class_type 3, type 3 answered', q({ class_type: 3, question_type: 3, answer_multiple: [1, 3] }), 'MATH1', []],
    ['class_type 2, unknown question type', q({ class_type: 2, question_type: 9, answer: null }), 'MATH1', []],
    ['difficulty and answer both missing', q({ class_type: 2, level: null, answer: null }), 'MATH1', ['난이도', '객관식']],
  ])('%s', (_name, input, code, expected) => {
    expect(missingItems(input, code)).toEqual(expected);
  });
});

describe('incompleteQuestions', () => {
  it('lists only incomplete questions, by number, with their labels', () => {
    const rows = [
      { ...complete, id: 3, question_index: 3, level: null },
      { ...complete, id: 1, question_index: 1 },
      { ...complete, id: 2, question_index: 2, choice_count: 3 },
    ];
    expect(incompleteQuestions(rows, 'MATH1')).toEqual([
      { id: 2, question_index: 2, missing: ['객관식문항'] },
      { id: 3, question_index: 3, missing: ['난이도'] },
    ]);
  });
});
