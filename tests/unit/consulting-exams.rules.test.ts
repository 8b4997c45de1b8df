/**
 * The pure rules of a student's mock exams (issue 10 point 5): the contract's subject areas, electives and score
 * ranges, 배점 by 난이도, the raw score, answers as stored, grading a sheet, grouping by category, the analysis
 * maths and the form helpers.
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '../../src/api/codes';
import {
  CHOICE_SUBJECTS,
  choicesOfArea,
  ExamAnswersBodySchema,
  ExamScoresBodySchema,
  scoreIssues,
  SubjectScoreSchema,
  SUBJECT_AREAS,
  type BankExam,
  type SubjectArea,
} from '../../src/api/consulting/exams';
import {
  analysisCategories,
  answerShapeIssue,
  decodeAnswer,
  distributions,
  encodeAnswer,
  gradeCounts,
  gradeSheet,
  groupByCategory,
  maxPointsOf,
  meanOf,
  medianOf,
  pointsOf,
  rawScoreOf,
  scoreBins,
  scoreFields,
  scoreText,
  storedQuestionType,
  suggestBankExam,
  summarise,
  type BankQuestion,
  type ScoreRow,
  type TallyRow,
} from '../../src/features/consulting/exams.rules';

const T = QUESTION_TYPE;
const labelsOf = (area: SubjectArea) => choicesOfArea(area).map((c) => c.label);

describe('the electives of the 2025 수능', () => {
  it('have codes 1..33 in order, each once', () => expect(CHOICE_SUBJECTS.map((c) => c.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1)));
  it.each([
    ['korean', ['화법과 작문', '언어와 매체']],
    ['math', ['확률과 통계', '미적분', '기하']],
    ['english', ['영어']],
    ['history', ['한국사']],
  ] as const)('%s offers %j', (area, labels) => expect(labelsOf(area)).toEqual(labels));
  it('탐구 offers the 9 사회탐구 and 8 과학탐구 subjects, the same in 탐구1 and 탐구2', () => {
    expect(labelsOf('inquiry1')).toHaveLength(17);
    expect(labelsOf('inquiry1')).toEqual(labelsOf('inquiry2'));
    expect(CHOICE_SUBJECTS.filter((c) => c.group === 'social')).toHaveLength(9);
    expect(CHOICE_SUBJECTS.filter((c) => c.group === 'science')).toHaveLength(8);
  });
  it('제2외국어/한문 offers 9 subjects', () => expect(labelsOf('second_lang')).toHaveLength(9));
  it('the areas come in 성적표 order', () => expect(SUBJECT_AREAS.map((a) => a.label)).toEqual(['국어', '수학', '영어', '한국사', '탐구1', '탐구2', '제2외국어/한문']));
});

describe('score validation (SubjectScoreSchema): the field each wrong value is named by', () => {
  const ok = { subject_area: 'korean', choice_subject_id: 1 };
  it.each([
    ['국어 화법과 작문, every score', { ...ok, raw_score: 100, standard_score: 200, percentile: 100, grade: 1 }, null],
    ['국어 with nothing but the elective', ok, null],
    ['국어 with 미적분', { ...ok, choice_subject_id: 4 }, 'choice_subject_id'],
    ['an unknown elective', { ...ok, choice_subject_id: 34 }, 'choice_subject_id'],
    ['국어 표준점수 201', { ...ok, standard_score: 201 }, 'standard_score'],
    ['국어 원점수 101', { ...ok, raw_score: 101 }, 'raw_score'],
    ['국어 원점수 -1', { ...ok, raw_score: -1 }, 'raw_score'],
    ['국어 원점수 84.5', { ...ok, raw_score: 84.5 }, 'raw_score'],
    ['백분위 101', { ...ok, percentile: 101 }, 'percentile'],
    ['등급 0', { ...ok, grade: 0 }, 'grade'],
    ['등급 10', { ...ok, grade: 10 }, 'grade'],
    ['수학 표준점수 200', { subject_area: 'math', choice_subject_id: 4, standard_score: 200 }, null],
    ['영어 원점수 100 등급 1', { subject_area: 'english', choice_subject_id: 6, raw_score: 100, grade: 1 }, null],
    ['영어 표준점수', { subject_area: 'english', choice_subject_id: 6, standard_score: 130 }, 'standard_score'],
    ['영어 백분위', { subject_area: 'english', choice_subject_id: 6, percentile: 90 }, 'percentile'],
    ['한국사 원점수 50', { subject_area: 'history', choice_subject_id: 7, raw_score: 50 }, null],
    ['한국사 원점수 51', { subject_area: 'history', choice_subject_id: 7, raw_score: 51 }, 'raw_score'],
    ['탐구 표준점수 100', { subject_area: 'inquiry1', choice_subject_id: 17, standard_score: 100 }, null],
    ['탐구 표준점수 101', { subject_area: 'inquiry1', choice_subject_id: 17, standard_score: 101 }, 'standard_score'],
    ['탐구 원점수 51', { subject_area: 'inquiry2', choice_subject_id: 8, raw_score: 51 }, 'raw_score'],
    ['탐구 with 일본어Ⅰ', { subject_area: 'inquiry2', choice_subject_id: 29 }, 'choice_subject_id'],
    ['제2외국어 백분위', { subject_area: 'second_lang', choice_subject_id: 29, percentile: 50 }, 'percentile'],
    ['a null score is left out', { ...ok, raw_score: null, grade: null }, null],
  ])('%s', (_, value, field) => {
    const result = SubjectScoreSchema.safeParse(value);
    expect(result.success ? null : String(result.error.issues[0].path[0])).toBe(field);
  });

  it('scoreIssues says each problem in Korean', () => {
    expect(scoreIssues({ subject_area: 'english', choice_subject_id: 6, standard_score: 1, percentile: 1 }).map((i) => i.field)).toEqual(['standard_score', 'percentile']);
    expect(scoreIssues({ subject_area: 'korean', choice_subject_id: 4 })[0].message).toContain('화법과 작문');
  });
});

describe('a sitting’s body: repeated areas and 탐구1 = 탐구2 are named by their index', () => {
  const base = { user_id: 1, year: 2025, test_name: '6월 모의평가' };
  it.each([
    ['two 국어', [{ subject_area: 'korean', choice_subject_id: 1 }, { subject_area: 'korean', choice_subject_id: 2 }], 'subjects.1.subject_area'],
    ['탐구1 and 탐구2 the same subject', [{ subject_area: 'inquiry1', choice_subject_id: 8 }, { subject_area: 'inquiry2', choice_subject_id: 8 }], 'subjects.1.choice_subject_id'],
    ['탐구1 and 탐구2 different', [{ subject_area: 'inquiry1', choice_subject_id: 8 }, { subject_area: 'inquiry2', choice_subject_id: 20 }], null],
    ['no subject', [], 'subjects'],
  ])('%s', (_, subjects, field) => {
    const result = ExamScoresBodySchema.safeParse({ ...base, subjects });
    expect(result.success ? null : result.error.issues[0].path.join('.')).toBe(field);
  });

  it.each([
    ['제2외국어 is never graded from answers', { subject_area: 'second_lang', choice_subject_id: 29 }, 'subject_area'],
    ['수학 with 화법과 작문', { subject_area: 'math', choice_subject_id: 1 }, 'choice_subject_id'],
    ['수학 미적분', { subject_area: 'math', choice_subject_id: 4 }, null],
  ])('answers: %s', (_, area, field) => {
    const result = ExamAnswersBodySchema.safeParse({ ...base, ...area, exam_subject_id: 1, answers: [] });
    expect(result.success ? null : result.error.issues[0].path.join('.')).toBe(field);
  });
});

describe('배점 by 난이도 and the raw score', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [null, 3],
    [undefined, 3],
    [9, 3],
  ])('level %j -> %i points', (level, points) => expect(pointsOf(level)).toBe(points));

  it.each([
    ['배점 adding up to 100', 84, 100, 100, 84],
    ['a short exam scaled to 100', 16, 22, 100, 72.7],
    ['scaled to 50 (탐구)', 3, 6, 50, 25],
    ['nothing right', 0, 22, 100, 0],
    ['everything right', 22, 22, 100, 100],
    ['no question', 0, 0, 100, 0],
  ])('%s', (_, points, max, rawMax, raw) => expect(rawScoreOf(points, max, rawMax)).toBe(raw));
});

describe('answers as stored', () => {
  it.each([
    [[3], T.multipleChoice.code, '3', { choices: [3], text: null }],
    [[4, 1, 4], T.multiSelect.code, '1,4', { choices: [1, 4], text: null }],
    [[], T.multipleChoice.code, '', { choices: [], text: null }],
    [' 1,000 ', T.subjective.code, '1,000', { choices: [], text: '1,000' }],
    ['', T.subjective.code, '', { choices: [], text: null }],
  ])('%j (type %i) is stored as %j and read back as %j', (given, type, text, shape) => {
    expect(encodeAnswer(given)).toBe(text);
    expect(decodeAnswer(text, type)).toEqual(shape);
  });

  it.each([
    [T.multipleChoice.code, [2], null],
    [T.multipleChoice.code, [], null],
    [T.multipleChoice.code, '', null],
    [T.multipleChoice.code, '2', '이 문항은 선택지 번호로 답합니다.'],
    [T.multipleChoice.code, [1, 2], '이 문항은 선택지를 하나만 고릅니다.'],
    [T.listening.code, [1, 2], '이 문항은 선택지를 하나만 고릅니다.'],
    [T.multiSelect.code, [1, 2], null],
    [T.subjective.code, '12', null],
    [T.subjective.code, [], null],
    [T.subjective.code, [1], '주관식 문항은 답을 글로 씁니다.'],
  ])('type %i, %j -> %j', (type, given, issue) => expect(answerShapeIssue(type, given)).toBe(issue));

  it.each([
    [T.multiSelect.code, '1,3', T.multiSelect.code],
    [null, '1,3', T.multipleChoice.code],
    [null, '', T.multipleChoice.code],
    [null, 'been', T.subjective.code],
  ])('a stored answer of type %j "%s" is read as type %i', (type, text, read) => expect(storedQuestionType(type, text)).toBe(read));
});

describe('gradeSheet', () => {
  const q = (question_index: number, values: Partial<BankQuestion>): BankQuestion => ({ id: 100 + question_index, question_index, question_type: T.multipleChoice.code, answer: null, answer_number: null, answer_multiple: [], level: 3, ...values });
  const bank = [
    q(3, { question_type: T.subjective.code, answer: '12', level: 5 }),
    q(1, { answer: '2', level: 1 }),
    q(2, { question_type: T.multiSelect.code, answer_multiple: [1, 3], level: null }),
    q(4, { question_type: T.listening.code, answer: '5', level: 4 }),
  ];

  it('grades every question in order with the one grading rule, unanswered ones wrong, and scales the raw score', () => {
    const graded = gradeSheet(bank, [{ question_index: 1, answer: [2] }, { question_index: 2, answer: [3, 1] }, { question_index: 3, answer: '１２' }], 100);
    expect(graded.rows).toEqual([
      { question_id: 101, question_index: 1, answer: '2', correct: true, points: 2 },
      { question_id: 102, question_index: 2, answer: '1,3', correct: true, points: 3 },
      { question_id: 103, question_index: 3, answer: '１２', correct: true, points: 4 },
      { question_id: 104, question_index: 4, answer: '', correct: false, points: 0 },
    ]);
    expect(graded).toMatchObject({ correct: 3, total: 4, points: 9, max_points: 13, raw_score: 69.2 });
  });

  it('wrong answers earn nothing', () => {
    const graded = gradeSheet(bank, [{ question_index: 1, answer: [3] }, { question_index: 2, answer: [1] }, { question_index: 3, answer: '13' }, { question_index: 4, answer: [5] }], 50);
    expect(graded.rows.map((r) => r.correct)).toEqual([false, false, false, true]);
    expect(graded).toMatchObject({ points: 4, max_points: 13, raw_score: 15.4 });
  });

  it('the summary of stored answers: a wrong one’s 배점 comes from its 난이도', () => {
    const rows = [
      { correct: true, points: 4, level: 5 },
      { correct: false, points: 0, level: 1 },
      { correct: false, points: 0, level: null },
    ];
    expect(rows.map(maxPointsOf)).toEqual([4, 2, 3]);
    expect(summarise(rows)).toEqual({ correct: 1, total: 3, points: 4, max_points: 9 });
  });
});

describe('grouping by category', () => {
  const names = new Map([
    [1, ['수학Ⅰ', '지수함수']],
    [2, ['수학Ⅰ', '삼각함수']],
  ]);
  const row = (key: number | null, correct: boolean, level: number, answers = 1): TallyRow => ({ key, level, correct, answers, points: correct ? pointsOf(level) * answers : 0 });

  it('a student: points lost per category, their share of all lost, most lost first (then the larger), unclassified as null', () => {
    const groups = groupByCategory([row(1, true, 3), row(1, false, 5), row(2, false, 1), row(2, true, 4), row(null, false, 3), row(2, false, 2)], names);
    expect(groups).toEqual([
      { category_id: 2, names: ['수학Ⅰ', '삼각함수'], questions: 3, correct: 1, points: 4, max_points: 8, lost_points: 4, lost_share: 0.3636, rate: 0.3333 },
      { category_id: 1, names: ['수학Ⅰ', '지수함수'], questions: 2, correct: 1, points: 3, max_points: 7, lost_points: 4, lost_share: 0.3636, rate: 0.5 },
      { category_id: null, names: [], questions: 1, correct: 0, points: 0, max_points: 3, lost_points: 3, lost_share: 0.2727, rate: 0 },
    ]);
  });

  it('nothing lost gives shares of 0', () => expect(groupByCategory([row(1, true, 3)], names)[0]).toMatchObject({ lost_points: 0, lost_share: 0, rate: 1 }));

  it('across students: counted rows, the students of each category, the share of its points lost (highest first)', () => {
    const out = analysisCategories([row(1, true, 3, 10), row(1, false, 3, 10), row(2, false, 4, 3), row(2, true, 4, 1)], new Map([[1, 12], [2, 4]]), names);
    expect(out).toEqual([
      { category_id: 2, names: ['수학Ⅰ', '삼각함수'], students: 4, answers: 4, correct: 1, max_points: 16, lost_points: 12, lost_rate: 0.75 },
      { category_id: 1, names: ['수학Ⅰ', '지수함수'], students: 12, answers: 20, correct: 10, max_points: 60, lost_points: 30, lost_rate: 0.5 },
    ]);
  });
});

describe('distributions', () => {
  it.each([
    [[], null, null],
    [[80], 80, 80],
    [[70, 90, 100], 86.7, 90],
    [[60, 70, 80, 90], 75, 75],
  ])('mean and median of %j', (values, mean, median) => {
    expect(meanOf(values)).toBe(mean);
    expect(medianOf(values)).toBe(median);
  });

  it('ten bins from 0 to the full marks; the full marks go in the last bin', () => {
    const bins = scoreBins([0, 9.9, 10, 55, 99, 100], 100);
    expect(bins.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 10, 2],
      [10, 20, 1],
      [20, 30, 0],
      [30, 40, 0],
      [40, 50, 0],
      [50, 60, 1],
      [60, 70, 0],
      [70, 80, 0],
      [80, 90, 0],
      [90, 100, 2],
    ]);
    expect(scoreBins([50, 24.9, 25], 50).map((b) => b.count)).toEqual([0, 0, 0, 0, 1, 1, 0, 0, 0, 1]);
  });

  it('grades 1-9 counted', () => expect(gradeCounts([1, 1, 9, null, 3]).map((g) => g.count)).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 1]));

  it('one distribution per sitting and area: newest year first, then sitting name, then area order', () => {
    const r = (year: number, test_name: string, subject_area: SubjectArea, raw_score: number | null, grade: number | null, user_id = 1): ScoreRow => ({ user_id, year, test_name, subject_area, raw_score, standard_score: null, percentile: null, grade });
    const out = distributions([r(2024, '9월', 'math', 50, 4), r(2025, '6월', 'english', 90, 1), r(2025, '6월', 'korean', 80, 2), r(2025, '6월', 'korean', null, 3, 2)]);
    expect(out.map((d) => [d.year, d.test_name, d.subject_area, d.students])).toEqual([
      [2025, '6월', 'korean', 2],
      [2025, '6월', 'english', 1],
      [2024, '9월', 'math', 1],
    ]);
    expect(out[0]).toMatchObject({ raw_max: 100, raw: { mean: 80, median: 80, min: 80, max: 80, count: 1 }, standard_mean: null });
    expect(out[0].grades.filter((g) => g.count).map((g) => g.grade)).toEqual([2, 3]);
  });
});

describe('form helpers', () => {
  it.each([
    ['korean', ['raw_score:100', 'standard_score:200', 'percentile:100', 'grade:9']],
    ['english', ['raw_score:100', 'grade:9']],
    ['history', ['raw_score:50', 'grade:9']],
    ['inquiry1', ['raw_score:50', 'standard_score:100', 'percentile:100', 'grade:9']],
    ['second_lang', ['raw_score:50', 'grade:9']],
  ] as const)('%s takes %j', (area, fields) => expect(scoreFields(area).map((f) => `${f.key}:${f.max}`)).toEqual(fields));

  it.each([
    [null, '-'],
    [84, '84'],
    [72.7, '72.7'],
  ])('scoreText(%j) = %s', (n, text) => expect(scoreText(n)).toBe(text));

  const exam = (id: number, name: string, year = 2025): BankExam => ({ exam_subject_id: id, name, test_name: name, year, grade_id: 3, subject_type_id: 3, question_count: 8 });
  it.each([
    ['the same month', [exam(1, '2025학년도 9월 모의평가 수학'), exam(2, '2025학년도 6월 모의평가 수학')], { year: 2025, test_name: '6월 모의평가' }, 2],
    ['the only exam of the year', [exam(1, '2025 수학 모의고사')], { year: 2025, test_name: '학력평가' }, 1],
    ['another year', [exam(1, '2024학년도 6월 모의평가 수학', 2024)], { year: 2025, test_name: '6월 모의평가' }, undefined],
    ['two without the month', [exam(1, 'A'), exam(2, 'B')], { year: 2025, test_name: '6월 모의평가' }, undefined],
    ['the only exam of the year, of another month', [exam(1, '2025학년도 6월 모의평가 수학')], { year: 2025, test_name: '9월 모의평가' }, undefined],
    ['11월 is not 1월', [exam(1, '2025년 11월 학력평가 수학'), exam(2, '2025년 1월 학력평가 수학')], { year: 2025, test_name: '1월 학력평가' }, 2],
  ])('suggestBankExam: %s', (_, exams, sitting, expected) => expect(suggestBankExam(exams, sitting)?.exam_subject_id).toBe(expected));
});
