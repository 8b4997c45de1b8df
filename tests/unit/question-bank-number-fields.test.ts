/**
 * Numbers are refused, never bent, on the exam screens' forms (exam-number-fields.rules.ts): a price, a choice's
 * width and a passage's question numbers are read as typed and checked with the range of the call they are sent to;
 * a value outside it gets the range in Korean on its field and the form sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { ExamSubjectUpdateBodySchema, type ExamSubject } from '../../src/api/question-bank/exams';
import { MultipleUpdateBodySchema, MultipleWidthBodySchema } from '../../src/api/question-bank/questions';
import {
  CHOICE_WIDTH,
  choiceWidthError,
  EXAM_PRICE,
  examSubjectEditBody,
  examSubjectEditErrors,
  examSubjectEditValues,
  headBody,
  headErrors,
} from '../../src/features/question-bank/exams/exam-number-fields.rules';

const PRICE_MESSAGE = '0~10,000,000 사이의 정수를 입력하세요.';
const row = { id: 7, version: 3, name: '2025 9월 모의평가 수학', user_id: 11, admin_id: null, teacher_id: 12, enter_price: 500, class_price: 200 } as ExamSubject;

describe('the exam subject edit form (PUT exam_subject)', () => {
  it('reads its range from the call: 0~10,000,000 won', () => {
    expect(EXAM_PRICE).toEqual({ min: 0, max: 10_000_000 });
  });

  it('sends the stored values back unchanged, in the call own shape', () => {
    const body = examSubjectEditBody(row, examSubjectEditValues(row));
    expect(body).toEqual({ id: 7, version: 3, name: row.name, user_id: 11, admin_id: null, teacher_id: 12, enter_price: 500, class_price: 200 });
    expect(examSubjectEditErrors(body)).toBeNull();
    expect(ExamSubjectUpdateBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a blank (never read as 0)', ''],
    ['a lone minus sign', '-'],
    ['below the range', -500],
    ['above the range', 10_000_001],
    ['a fraction', 1.5],
    ['past 2^53, held as text', '99999999999999999999'],
  ])('refuses %s on the field it was typed in, and only there', (_, typed) => {
    const values = { ...examSubjectEditValues(row), class_price: typed };
    expect(examSubjectEditErrors(examSubjectEditBody(row, values))).toEqual({ class_price: PRICE_MESSAGE });
  });

  it('keeps both ends and any value between exactly as typed', () => {
    for (const price of [0, 1, 12_345, 10_000_000]) {
      const body = examSubjectEditBody(row, { ...examSubjectEditValues(row), enter_price: price });
      expect(examSubjectEditErrors(body)).toBeNull();
      expect(body.enter_price).toBe(price);
    }
  });
});

describe('a choice width (PUT question_multiple and question_multiple/width)', () => {
  it('reads its range from both calls: 10~100', () => {
    expect(CHOICE_WIDTH).toEqual({ min: 10, max: 100 });
    expect(MultipleUpdateBodySchema.shape.width.unwrap().minValue).toBe(CHOICE_WIDTH.min);
    expect(MultipleUpdateBodySchema.shape.width.unwrap().maxValue).toBe(CHOICE_WIDTH.max);
  });

  it.each([[''], ['-'], [0], [9], [101], [150], [55.5]])('refuses %j with the range in Korean', (typed) => {
    expect(choiceWidthError(typed)).toBe('10~100 사이의 정수를 입력하세요.');
  });

  it.each([[10], [35], [100]])('takes %j, which the call takes as it is', (width) => {
    expect(choiceWidthError(width)).toBeNull();
    expect(MultipleWidthBodySchema.parse({ question_id: 1, width }).width).toBe(width);
  });
});

describe('a shared passage (PUT question_head)', () => {
  const form = (start_index: number | string, end_index: number | string, content = '윗글') => headBody(5, { start_index, end_index, content });

  it('sends a passage within the question count as typed', () => {
    expect(form(3, 5)).toEqual({ exam_subject_id: 5, start_index: 3, end_index: 5, content: '윗글' });
    expect(headBody(5, { id: 9, start_index: 1, end_index: 20, content: '' })).toEqual({ id: 9, exam_subject_id: 5, start_index: 1, end_index: 20, content: '' });
    expect(headErrors(form(3, 5), 20)).toBeNull();
    expect(headErrors(form(1, 20), 20)).toBeNull();
  });

  it.each([
    ['a blank start', form('', 5), { start_index: '1~20 사이의 정수를 입력하세요.' }],
    ['a start of 0', form(0, 5), { start_index: '1~20 사이의 정수를 입력하세요.' }],
    ['an end past the last question', form(18, 21), { end_index: '1~20 사이의 정수를 입력하세요.' }],
    ['a fractional end', form(3, 4.5), { end_index: '1~20 사이의 정수를 입력하세요.' }],
    ['an end before the start (the call own rule)', form(6, 4), { end_index: '끝 문항 번호는 시작 번호 이상이어야 합니다.' }],
  ])('refuses %s on its field', (_, body, errors) => {
    expect(headErrors(body, 20)).toEqual(errors);
  });

  it('says so when the exam subject has no question to cover', () => {
    expect(headErrors(form(1, 1), 0)).toEqual({ start_index: '공통 지문을 붙일 문항이 없습니다. 문항을 먼저 추가하세요.', end_index: '공통 지문을 붙일 문항이 없습니다. 문항을 먼저 추가하세요.' });
  });
});
