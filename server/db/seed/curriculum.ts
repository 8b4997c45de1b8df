/**
 * Demo data of the curriculum, from the 2015 and 2022 national curricula: subject types and details with
 * stable ids and codes, chapter trees (단원), question types (문제유형), other categories, textbook problem
 * titles, literary works and middle and high schools. Idempotent: skipped when subject_types has rows.
 *
 * Subject detail ids: first digit 1 high 2015, 2 high 2022, 3 middle 2015, 4 middle 2022; second digit the
 * subject type (1 국어, 2 영어, 3 수학, 4 사회, 5 과학, 6 한국사·역사); last two the position.
 * Category ids are assigned here in declaration order (depth first), so they are the same on every database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { categories, literature, schools, subjectDetailTypes, subjectTypes } from '../schema';
import { SCHOOL_TYPE, SUBJECT_TYPE } from '../../../src/api/codes';

const KOR = SUBJECT_TYPE.korean.code;
const ENG = SUBJECT_TYPE.english.code;
const MATH = SUBJECT_TYPE.math.code;
const SOC = SUBJECT_TYPE.social.code;
const SCI = SUBJECT_TYPE.science.code;
const HIST = SUBJECT_TYPE.history.code;
const MIDDLE = SCHOOL_TYPE.middle.code;
const HIGH = SCHOOL_TYPE.high.code;

/** The subject-master (spec section 9 codes). */
export const SUBJECT_TYPE_ROWS = [
  { id: KOR, name: '국어', order: 1 },
  { id: ENG, name: '영어', order: 2 },
  { id: MATH, name: '수학', order: 3 },
  { id: SOC, name: '사회', order: 4 },
  { id: SCI, name: '과학', order: 5 },
  { id: HIST, name: '한국사', order: 6 },
  { id: SUBJECT_TYPE.other.code, name: '기타', order: 7 },
];

type DetailRow = typeof subjectDetailTypes.$inferInsert & { id: number; code: string };

/** Details of one subject in one school level and curriculum: [code, name] in display order. */
function details(base: number, subject_type_id: number, school_type: number, curriculum: number, list: Array<[string, string]>): DetailRow[] {
  return list.map(([code, name], i) => ({ id: base + i + 1, subject_type_id, code, name, school_type, curriculum, order: i + 1 }));
}

/** Every subject detail with its stable id and code (other seeders look details up by code). */
export const SUBJECT_DETAILS: DetailRow[] = [
  // 고등학교 2015 개정
  ...details(1100, KOR, HIGH, 2015, [['KOR_COMMON', '국어'], ['KOR_SPEECH', '화법과 작문'], ['KOR_LANG', '언어와 매체'], ['KOR_LIT', '문학'], ['KOR_READ', '독서']]),
  ...details(1200, ENG, HIGH, 2015, [['ENG_COMMON', '영어'], ['ENG1', '영어Ⅰ'], ['ENG2', '영어Ⅱ'], ['ENG_READ', '영어 독해와 작문']]),
  ...details(1300, MATH, HIGH, 2015, [['MATH_COMMON', '수학'], ['MATH1', '수학Ⅰ'], ['MATH2', '수학Ⅱ'], ['MATH_CALC', '미적분'], ['MATH_PROB', '확률과 통계'], ['MATH_GEO', '기하']]),
  ...details(1400, SOC, HIGH, 2015, [['SOC_INT', '통합사회'], ['SOC_KGEO', '한국지리'], ['SOC_ETHICS', '생활과 윤리'], ['SOC_CULTURE', '사회·문화']]),
  ...details(1500, SCI, HIGH, 2015, [['SCI_INT', '통합과학'], ['SCI_PHY1', '물리학Ⅰ'], ['SCI_CHEM1', '화학Ⅰ'], ['SCI_BIO1', '생명과학Ⅰ'], ['SCI_EARTH1', '지구과학Ⅰ']]),
  ...details(1600, HIST, HIGH, 2015, [['HIST_KOR', '한국사']]),
  // 고등학교 2022 개정
  ...details(2100, KOR, HIGH, 2022, [['KOR_COMMON1_22', '공통국어1'], ['KOR_COMMON2_22', '공통국어2'], ['KOR_SPEECH_LANG_22', '화법과 언어'], ['KOR_READ_WRITE_22', '독서와 작문'], ['KOR_LIT_22', '문학']]),
  ...details(2200, ENG, HIGH, 2022, [['ENG_COMMON1_22', '공통영어1'], ['ENG_COMMON2_22', '공통영어2'], ['ENG1_22', '영어Ⅰ'], ['ENG2_22', '영어Ⅱ'], ['ENG_READ_WRITE_22', '영어 독해와 작문']]),
  ...details(2300, MATH, HIGH, 2022, [
    ['MATH_COMMON1_22', '공통수학1'],
    ['MATH_COMMON2_22', '공통수학2'],
    ['MATH_ALG_22', '대수'],
    ['MATH_CALC1_22', '미적분Ⅰ'],
    ['MATH_PROB_22', '확률과 통계'],
    ['MATH_CALC2_22', '미적분Ⅱ'],
    ['MATH_GEO_22', '기하'],
  ]),
  ...details(2400, SOC, HIGH, 2022, [['SOC_INT1_22', '통합사회1'], ['SOC_INT2_22', '통합사회2']]),
  ...details(2500, SCI, HIGH, 2022, [['SCI_INT1_22', '통합과학1'], ['SCI_INT2_22', '통합과학2']]),
  ...details(2600, HIST, HIGH, 2022, [['HIST_KOR1_22', '한국사1'], ['HIST_KOR2_22', '한국사2']]),
  // 중학교 2015 개정
  ...details(3100, KOR, MIDDLE, 2015, [['KOR_MID', '국어']]),
  ...details(3200, ENG, MIDDLE, 2015, [['ENG_MID', '영어']]),
  ...details(3300, MATH, MIDDLE, 2015, [['MATH_MID', '수학']]),
  ...details(3400, SOC, MIDDLE, 2015, [['SOC_MID', '사회']]),
  ...details(3500, SCI, MIDDLE, 2015, [['SCI_MID', '과학']]),
  ...details(3600, HIST, MIDDLE, 2015, [['HIST_MID', '역사']]),
  // 중학교 2022 개정
  ...details(4100, KOR, MIDDLE, 2022, [['KOR_MID_22', '국어']]),
  ...details(4200, ENG, MIDDLE, 2022, [['ENG_MID_22', '영어']]),
  ...details(4300, MATH, MIDDLE, 2022, [['MATH_MID_22', '수학']]),
  ...details(4400, SOC, MIDDLE, 2022, [['SOC_MID_22', '사회']]),
  ...details(4500, SCI, MIDDLE, 2022, [['SCI_MID_22', '과학']]),
  ...details(4600, HIST, MIDDLE, 2022, [['HIST_MID_22', '역사']]),
];

const detailIds = new Map(SUBJECT_DETAILS.map((d) => [d.code, d]));
/** The id of a seeded subject detail by its code. */
export function subjectDetailId(code: string): number {
  const d = detailIds.get(code);
  if (!d) throw new Error(`unknown subject detail code ${code}`);
  return d.id;
}

/** A unit: a name, or a name with sub-units and optionally its own grades (narrower than its parent's). */
type Unit = string | readonly [string, readonly Unit[]] | readonly [string, readonly Unit[], readonly number[]];

/** One tree of categories: every unit in it shares kind, curriculum, school level, subject and detail. */
interface TreeSpec {
  kind: 'chapter' | 'type' | 'other' | 'textbook_problem_title';
  curriculum: 2015 | 2022;
  school_type: number;
  subject_type_id: number;
  /** A detail code, or null for every detail of the subject. */
  detail: string | null;
  /** Grades of the whole tree; empty for every grade. */
  grades: readonly number[];
  units: readonly Unit[];
}

const chapter = (curriculum: 2015 | 2022, detail: string, grades: readonly number[], units: readonly Unit[]): TreeSpec => {
  const d = detailIds.get(detail);
  if (!d) throw new Error(`unknown subject detail code ${detail}`);
  return { kind: 'chapter', curriculum, school_type: d.school_type, subject_type_id: d.subject_type_id, detail, grades, units };
};

// 수학 ---------------------------------------------------------------------------------------------------
const MATH_2015_HIGH: TreeSpec[] = [
  chapter(2015, 'MATH_COMMON', [1], [
    ['다항식', ['다항식의 연산', '나머지정리', '인수분해']],
    ['방정식과 부등식', ['복소수와 이차방정식', '이차방정식과 이차함수', '여러 가지 방정식', '여러 가지 부등식']],
    ['도형의 방정식', ['평면좌표', '직선의 방정식', '원의 방정식', '도형의 이동']],
    ['집합과 명제', ['집합', '명제']],
    ['함수', ['함수', '유리함수와 무리함수']],
    ['경우의 수', ['경우의 수', '순열과 조합']],
  ]),
  chapter(2015, 'MATH1', [2], [
    [
      '지수함수와 로그함수',
      [
        ['지수와 로그', ['거듭제곱과 거듭제곱근', '지수의 확장', '로그의 뜻과 성질', '상용로그']],
        ['지수함수와 로그함수', ['지수함수의 그래프', '로그함수의 그래프', '지수방정식과 지수부등식', '로그방정식과 로그부등식']],
      ],
    ],
    [
      '삼각함수',
      [
        ['삼각함수', ['일반각과 호도법', '삼각함수의 정의', '삼각함수의 그래프']],
        ['사인법칙과 코사인법칙', ['사인법칙', '코사인법칙', '삼각형의 넓이']],
      ],
    ],
    ['수열', [['등차수열과 등비수열', ['등차수열', '등비수열']], ['수열의 합', ['합의 기호 ∑', '여러 가지 수열의 합']], ['수학적 귀납법', ['수열의 귀납적 정의', '수학적 귀납법']]]],
  ]),
  chapter(2015, 'MATH2', [2], [
    ['함수의 극한과 연속', [['함수의 극한', ['함수의 극한', '함수의 극한에 대한 성질']], ['함수의 연속', ['연속함수', '최대·최소 정리와 사잇값 정리']]]],
    ['미분', [['미분계수', ['평균변화율과 미분계수', '미분가능성과 연속성']], ['도함수', ['도함수의 정의', '미분법']], ['도함수의 활용', ['접선의 방정식', '함수의 증가와 감소', '극대와 극소', '방정식과 부등식에의 활용', '속도와 가속도']]]],
    ['적분', [['부정적분', ['부정적분의 정의', '부정적분의 계산']], ['정적분', ['정적분의 정의', '정적분의 계산']], ['정적분의 활용', ['넓이', '속도와 거리']]]],
  ]),
  chapter(2015, 'MATH_CALC', [2, 3], [
    ['수열의 극한', [['수열의 극한', ['수열의 수렴과 발산', '등비수열의 극한']], ['급수', ['급수의 합', '등비급수']]]],
    ['미분법', [['여러 가지 함수의 미분', ['지수함수와 로그함수의 미분', '삼각함수의 미분']], ['여러 가지 미분법', ['몫의 미분법', '합성함수의 미분법', '매개변수로 나타낸 함수의 미분법', '음함수와 역함수의 미분법']], ['도함수의 활용', ['접선의 방정식', '함수의 그래프', '방정식과 부등식에의 활용', '속도와 가속도']]]],
    ['적분법', [['여러 가지 적분법', ['치환적분법', '부분적분법']], ['정적분의 활용', ['정적분과 급수의 합', '넓이', '입체도형의 부피', '속도와 거리']]]],
  ]),
  chapter(2015, 'MATH_PROB', [2, 3], [
    ['경우의 수', ['순열과 조합', '이항정리']],
    ['확률', ['확률의 뜻과 활용', '조건부확률']],
    ['통계', ['확률분포', '통계적 추정']],
  ]),
  chapter(2015, 'MATH_GEO', [2, 3], [
    ['이차곡선', ['포물선', '타원', '쌍곡선', '이차곡선과 직선']],
    ['평면벡터', ['벡터의 연산', '평면벡터의 성분과 내적']],
    ['공간도형과 공간좌표', ['직선과 평면의 위치 관계', '삼수선의 정리', '정사영', '공간좌표']],
  ]),
];

const MATH_2022_HIGH: TreeSpec[] = [
  chapter(2022, 'MATH_COMMON1_22', [1], [
    ['다항식', ['다항식의 연산', '항등식과 나머지정리', '인수분해']],
    ['방정식과 부등식', ['복소수와 이차방정식', '이차방정식과 이차함수', '여러 가지 방정식', '여러 가지 부등식']],
    ['경우의 수', ['합의 법칙과 곱의 법칙', '순열과 조합']],
    ['행렬', ['행렬의 뜻', '행렬의 연산']],
  ]),
  chapter(2022, 'MATH_COMMON2_22', [1], [
    ['도형의 방정식', ['평면좌표', '직선의 방정식', '원의 방정식', '도형의 이동']],
    ['집합과 명제', ['집합', '명제']],
    ['함수와 그래프', ['함수', '유리함수와 무리함수']],
  ]),
  chapter(2022, 'MATH_ALG_22', [2], [
    ['지수함수와 로그함수', [['지수와 로그', ['거듭제곱근', '지수의 확장', '로그']], ['지수함수와 로그함수', ['지수함수', '로그함수', '지수·로그방정식과 부등식']]]],
    ['삼각함수', [['삼각함수', ['일반각과 호도법', '삼각함수의 뜻과 그래프']], '사인법칙과 코사인법칙']],
    ['수열', ['등차수열과 등비수열', '수열의 합', '수학적 귀납법']],
  ]),
  chapter(2022, 'MATH_CALC1_22', [2], [
    ['함수의 극한과 연속', ['함수의 극한', '함수의 연속']],
    ['미분', ['미분계수와 도함수', '도함수의 활용']],
    ['적분', ['부정적분과 정적분', '정적분의 활용']],
  ]),
  chapter(2022, 'MATH_PROB_22', [2, 3], [
    ['경우의 수', ['순열과 조합', '이항정리']],
    ['확률', ['확률의 뜻과 활용', '조건부확률']],
    ['통계', ['확률분포', '통계적 추정']],
  ]),
  chapter(2022, 'MATH_CALC2_22', [3], [
    ['수열의 극한', ['수열의 극한', '급수']],
    ['미분법', ['여러 가지 함수의 미분', '여러 가지 미분법', '도함수의 활용']],
    ['적분법', ['여러 가지 적분법', '정적분의 활용']],
  ]),
  chapter(2022, 'MATH_GEO_22', [3], [
    ['이차곡선', ['이차곡선', '이차곡선과 직선']],
    ['공간도형과 공간좌표', ['공간도형', '공간좌표']],
    ['벡터', ['벡터의 연산', '벡터의 성분과 내적', '도형의 방정식']],
  ]),
];

const MATH_MIDDLE: TreeSpec[] = [
  chapter(2015, 'MATH_MID', [1], [
    ['수와 연산', ['소인수분해', '정수와 유리수']],
    ['문자와 식', ['문자의 사용과 식의 계산', '일차방정식']],
    ['좌표평면과 그래프', ['좌표와 그래프', '정비례와 반비례']],
    ['기본 도형', ['기본 도형', '작도와 합동']],
    ['평면도형과 입체도형', ['평면도형의 성질', '입체도형의 성질']],
    ['통계', ['자료의 정리와 해석']],
  ]),
  chapter(2015, 'MATH_MID', [2], [
    ['수와 식', ['유리수와 순환소수', '식의 계산']],
    ['부등식과 연립방정식', ['일차부등식', '연립일차방정식']],
    ['일차함수', ['일차함수와 그래프', '일차함수와 일차방정식의 관계']],
    ['도형의 성질', ['삼각형의 성질', '사각형의 성질']],
    ['도형의 닮음과 피타고라스 정리', ['도형의 닮음', '평행선과 선분의 길이의 비', '피타고라스 정리']],
    ['확률', ['경우의 수', '확률과 그 계산']],
  ]),
  chapter(2015, 'MATH_MID', [3], [
    ['실수와 그 계산', ['제곱근과 실수', '근호를 포함한 식의 계산']],
    ['다항식의 곱셈과 인수분해', ['다항식의 곱셈', '인수분해']],
    ['이차방정식', ['이차방정식의 풀이', '이차방정식의 활용']],
    ['이차함수', ['이차함수와 그래프', '이차함수의 활용']],
    ['삼각비', ['삼각비', '삼각비의 활용']],
    ['원의 성질', ['원과 직선', '원주각']],
    ['통계', ['대푯값과 산포도', '상관관계']],
  ]),
  chapter(2022, 'MATH_MID_22', [1], [
    ['수와 연산', ['소인수분해', '정수와 유리수']],
    ['변화와 관계', ['문자의 사용과 식', '일차방정식', '좌표평면과 그래프']],
    ['도형과 측정', ['기본 도형', '작도와 합동', '평면도형의 성질', '입체도형의 성질']],
    ['자료와 가능성', ['자료의 정리와 해석']],
  ]),
  chapter(2022, 'MATH_MID_22', [2], [
    ['수와 연산', ['유리수와 순환소수']],
    ['변화와 관계', ['식의 계산', '일차부등식', '연립일차방정식', '일차함수와 그래프', '일차함수와 일차방정식의 관계']],
    ['도형과 측정', ['삼각형의 성질', '사각형의 성질', '도형의 닮음', '피타고라스 정리']],
    ['자료와 가능성', ['경우의 수와 확률']],
  ]),
  chapter(2022, 'MATH_MID_22', [3], [
    ['수와 연산', ['제곱근과 실수']],
    ['변화와 관계', ['다항식의 곱셈과 인수분해', '이차방정식', '이차함수와 그래프']],
    ['도형과 측정', ['삼각비', '원의 성질']],
    ['자료와 가능성', ['산포도', '상자그림과 산점도']],
  ]),
];

// 국어 ---------------------------------------------------------------------------------------------------
const LITERATURE_UNITS: Unit[] = [
  ['현대시', ['화자와 정서', '시어와 이미지', '운율과 표현']],
  ['현대소설', ['서술자와 시점', '인물과 갈등', '배경과 구성']],
  ['고전시가', ['고대가요·향가', '고려가요', '시조', '가사']],
  ['고전소설', ['영웅소설', '판소리계 소설', '몽자류·애정소설']],
  ['수필·극', ['현대수필', '고전수필', '희곡', '시나리오']],
];
const COMMON_KOREAN_UNITS: Unit[] = [
  ['듣기·말하기', ['토론', '협상', '발표']],
  ['읽기', ['독서의 방법', '사회적 독서']],
  ['쓰기', ['설득하는 글', '정보 전달 글', '고쳐 쓰기']],
  ['문법', ['음운의 변동', '문법 요소', '한글 맞춤법']],
  ['문학', ['현대시', '현대소설', '고전시가', '고전소설', '수필·극']],
];

const KOREAN_HIGH: TreeSpec[] = [
  chapter(2015, 'KOR_COMMON', [1], COMMON_KOREAN_UNITS),
  chapter(2015, 'KOR_LIT', [2, 3], LITERATURE_UNITS),
  chapter(2015, 'KOR_READ', [2, 3], [
    ['독서의 원리', ['사실적 읽기', '추론적 읽기', '비판적 읽기']],
    ['인문', ['철학', '역사']],
    ['사회', ['경제', '법', '정치']],
    ['과학', ['물리·화학', '생명·지구']],
    ['기술', ['정보통신', '공학']],
    ['예술', ['미술', '음악·영화']],
  ]),
  chapter(2015, 'KOR_LANG', [2, 3], [
    ['음운', ['음운 체계', '음운 변동']],
    ['단어', ['품사', '단어의 형성', '어휘의 체계와 양상']],
    ['문장', ['문장 성분', '문장의 짜임', '문법 요소']],
    ['담화', ['담화의 특성']],
    ['매체', ['매체 언어의 특성', '매체 자료의 수용과 생산']],
    ['국어의 역사', ['중세 국어']],
  ]),
  chapter(2015, 'KOR_SPEECH', [2, 3], [
    ['화법', ['대화', '발표', '토론', '협상', '면접']],
    ['작문', ['정보 전달 글', '설득하는 글', '자기 표현 글', '작문 맥락']],
  ]),
  chapter(2022, 'KOR_COMMON1_22', [1], [...COMMON_KOREAN_UNITS, ['매체', ['매체 자료의 효과', '매체 비평']]]),
  chapter(2022, 'KOR_COMMON2_22', [1], [
    ['듣기·말하기', ['논증 평가', '협상']],
    ['읽기', ['주제 통합적 읽기', '읽기 맥락']],
    ['쓰기', ['논증하는 글', '고쳐 쓰기']],
    ['문법', ['국어의 변천', '문법 요소']],
    ['문학', ['문학의 역사', '작품의 재구성']],
    ['매체', ['매체 콘텐츠 제작']],
  ]),
  chapter(2022, 'KOR_SPEECH_LANG_22', [2], [
    ['화법', ['대화', '발표', '토론', '협상']],
    ['언어', ['음운', '단어', '문장', '담화', '국어의 역사']],
  ]),
  chapter(2022, 'KOR_READ_WRITE_22', [2], [
    ['독서', ['인문·예술', '사회·문화', '과학·기술', '독서의 방법']],
    ['작문', ['정보 전달 글', '설득하는 글', '성찰하는 글']],
  ]),
  chapter(2022, 'KOR_LIT_22', [2, 3], LITERATURE_UNITS),
];

const middleKorean = (curriculum: 2015 | 2022, code: string) =>
  chapter(curriculum, code, [1, 2, 3], [
    ['듣기·말하기', ['대화와 공감', '발표와 토의', '토론과 협상']],
    ['읽기', ['요약하며 읽기', '설명 방법 파악', '주장과 근거 평가']],
    ['쓰기', ['설명하는 글', '주장하는 글', '고쳐 쓰기']],
    [
      '문법',
      [
        ['음운의 체계', [], [1]],
        ['품사의 종류와 특성', [], [1]],
        ['어휘의 체계와 양상', [], [1]],
        ['단어의 짜임과 새말', [], [2]],
        ['문장의 짜임', [], [2]],
        ['담화의 개념과 특성', [], [2]],
        ['음운 변동', [], [3]],
        ['한글 창제 원리', [], [3]],
        ['한글 맞춤법', [], [3]],
      ],
    ],
    ['문학', ['시', '소설', '수필', '극']],
  ]);

// 영어 ---------------------------------------------------------------------------------------------------
const englishHigh = (curriculum: 2015 | 2022, code: string, grades: number[], grammar: string[], reading: string[]) =>
  chapter(curriculum, code, grades, [
    ['문법', grammar],
    ['독해', reading],
  ]);
const READING_BASIC = ['대의 파악', '세부 정보 파악', '빈칸 추론', '글의 순서와 흐름', '요약문 완성'];
const READING_ADVANCED = ['주제·요지', '함축 의미', '빈칸 추론', '간접 쓰기', '장문 독해'];

const ENGLISH_HIGH: TreeSpec[] = [
  englishHigh(2015, 'ENG_COMMON', [1], ['시제와 조동사', '수동태', '부정사와 동명사', '분사와 분사구문', '관계사', '가정법', '비교 구문', '특수 구문'], READING_BASIC),
  englishHigh(2015, 'ENG1', [2], ['완료 시제', '조동사의 활용', '관계부사', '분사구문', '가정법 과거완료', '강조와 도치'], READING_ADVANCED),
  englishHigh(2015, 'ENG2', [2, 3], ['명사절과 접속사', '복합관계사', '혼합 가정법', '생략과 동격', '무생물 주어 구문'], READING_ADVANCED),
  chapter(2015, 'ENG_READ', [2, 3], [
    ['독해', ['인문 지문', '사회 지문', '과학 지문', '예술 지문']],
    ['작문', ['문장 쓰기', '단락 쓰기', '요약문 쓰기', '서술형 영작']],
  ]),
  englishHigh(2022, 'ENG_COMMON1_22', [1], ['시제와 조동사', '수동태', '부정사와 동명사', '관계사'], READING_BASIC),
  englishHigh(2022, 'ENG_COMMON2_22', [1], ['분사와 분사구문', '가정법', '비교 구문', '특수 구문'], READING_BASIC),
  englishHigh(2022, 'ENG1_22', [2], ['완료 시제', '관계부사', '분사구문', '가정법 과거완료'], READING_ADVANCED),
  englishHigh(2022, 'ENG2_22', [2, 3], ['명사절과 접속사', '복합관계사', '혼합 가정법', '강조와 도치'], READING_ADVANCED),
  chapter(2022, 'ENG_READ_WRITE_22', [2, 3], [
    ['독해', ['인문 지문', '사회 지문', '과학 지문', '예술 지문']],
    ['작문', ['문장 쓰기', '단락 쓰기', '요약문 쓰기', '서술형 영작']],
  ]),
];

const middleEnglish = (curriculum: 2015 | 2022, code: string) =>
  chapter(curriculum, code, [1, 2, 3], [
    [
      '문법',
      [
        ['be동사와 일반동사', [], [1]],
        ['현재진행형', [], [1]],
        ['조동사 can, will, may', [], [1]],
        ['명령문과 감탄문', [], [1]],
        ['to부정사', [], [2]],
        ['동명사', [], [2]],
        ['수동태', [], [2]],
        ['접속사', [], [2]],
        ['비교급과 최상급', [], [2]],
        ['현재완료', [], [3]],
        ['관계대명사', [], [3]],
        ['분사', [], [3]],
        ['가정법 과거', [], [3]],
        ['간접의문문', [], [3]],
      ],
    ],
    ['독해', ['대의 파악', '세부 정보 파악', '추론', '글의 흐름']],
    ['듣기·말하기', ['의사소통 기능', '대화 이해']],
    ['쓰기', ['문장 완성', '영작']],
  ]);

// 사회·과학·한국사 -----------------------------------------------------------------------------------------
const OTHER_SUBJECT_CHAPTERS: TreeSpec[] = [
  chapter(2015, 'SOC_INT', [1], ['인간, 사회, 환경과 행복', '자연환경과 인간', '생활공간과 사회', '인권 보장과 헌법', '시장 경제와 금융', '사회 정의와 불평등', '문화와 다양성', '세계화와 평화', '미래와 지속 가능한 삶']),
  chapter(2015, 'SOC_KGEO', [2, 3], ['국토 인식과 지리 정보', '지형 환경과 인간 생활', '기후 환경과 인간 생활', '거주 공간의 변화와 지역 개발', '생산과 소비의 공간', '인구 변화와 다문화 공간', '우리나라의 지역 이해']),
  chapter(2015, 'SOC_ETHICS', [2, 3], ['현대의 삶과 실천 윤리', '생명과 윤리', '사회와 윤리', '과학과 윤리', '문화와 윤리', '평화와 공존의 윤리']),
  chapter(2015, 'SOC_CULTURE', [2, 3], ['사회·문화 현상의 탐구', '개인과 사회 구조', '문화와 일상생활', '사회 계층과 불평등', '현대의 사회 변동']),
  chapter(2015, 'SCI_INT', [1], [
    ['물질과 규칙성', ['물질의 규칙성과 결합', '자연의 구성 물질']],
    ['시스템과 상호작용', ['역학적 시스템', '지구 시스템', '생명 시스템']],
    ['변화와 다양성', ['화학 변화', '생물다양성과 유지']],
    ['환경과 에너지', ['생태계와 환경', '발전과 신재생 에너지']],
  ]),
  chapter(2015, 'SCI_PHY1', [2, 3], ['역학과 에너지', '물질과 전자기장', '파동과 정보통신']),
  chapter(2015, 'SCI_CHEM1', [2, 3], ['화학의 첫걸음', '원자의 세계', '화학 결합과 분자의 세계', '역동적인 화학 반응']),
  chapter(2015, 'SCI_BIO1', [2, 3], ['생명 과학의 이해', '사람의 물질대사', '항상성과 몸의 기능 조절', '유전', '생태계와 상호 작용']),
  chapter(2015, 'SCI_EARTH1', [2, 3], ['고체 지구', '대기와 해양', '우주']),
  chapter(2015, 'HIST_KOR', [1, 2], ['전근대 한국사의 이해', '근대 국민 국가 수립 운동', '일제 식민지 지배와 민족 운동', '대한민국의 발전']),
  chapter(2022, 'SOC_INT1_22', [1], ['통합적 관점', '인간, 사회, 환경과 행복', '자연환경과 인간', '문화와 다양성', '생활공간과 사회']),
  chapter(2022, 'SOC_INT2_22', [1], ['인권보장과 헌법', '사회정의와 불평등', '시장경제와 지속가능발전', '세계화와 평화', '미래와 지속가능한 삶']),
  chapter(2022, 'SCI_INT1_22', [1], ['과학의 기초', '물질과 규칙성', '시스템과 상호작용']),
  chapter(2022, 'SCI_INT2_22', [1], ['변화와 다양성', '환경과 에너지', '과학과 미래 사회']),
  chapter(2022, 'HIST_KOR1_22', [1], ['고대 국가의 형성과 발전', '고려 사회의 변화와 발전', '조선 사회의 변화와 발전', '근대 국민 국가 수립 운동']),
  chapter(2022, 'HIST_KOR2_22', [1], ['일제 식민지 지배와 민족 운동', '대한민국 정부 수립과 6·25 전쟁', '민주주의의 발전과 경제 성장', '오늘날의 대한민국']),
  chapter(2015, 'SOC_MID', [1], ['내가 사는 세계', '우리와 다른 기후, 다른 생활', '자연으로 떠나는 여행', '다양한 세계, 다양한 문화', '개인과 사회생활', '문화의 이해', '정치 생활과 민주주의', '일상생활과 법']),
  chapter(2015, 'SOC_MID', [2, 3], ['인권과 헌법', '헌법과 국가 기관', '경제생활과 선택', '시장 경제와 가격', '국민 경제와 국제 거래', '국제 사회와 국제 정치', '인구 변화와 인구 문제', '사람이 만든 삶터, 도시', '더불어 사는 세계']),
  chapter(2015, 'SCI_MID', [1], ['지권의 변화', '여러 가지 힘', '생물의 다양성', '기체의 성질', '물질의 상태 변화', '빛과 파동']),
  chapter(2015, 'SCI_MID', [2], ['물질의 구성', '전기와 자기', '태양계', '식물과 에너지', '동물과 에너지', '물질의 특성', '수권과 해수의 순환', '열과 우리 생활']),
  chapter(2015, 'SCI_MID', [3], ['화학 반응의 규칙과 에너지 변화', '기권과 날씨', '운동과 에너지', '자극과 반응', '생식과 유전', '에너지 전환과 보존', '별과 우주']),
  chapter(2015, 'HIST_MID', [2], ['문명의 발생과 고대 세계의 형성', '세계 종교의 확산과 지역 문화의 형성', '지역 세계의 교류와 변화', '제국주의 침략과 국민 국가 건설 운동', '세계 대전과 사회 변동']),
  chapter(2015, 'HIST_MID', [3], ['선사 문화와 고대 국가의 형성', '삼국의 성립과 발전', '남북국 시대의 전개', '고려의 성립과 변천', '조선의 성립과 발전', '조선 사회의 변동', '근·현대 사회의 전개']),
  chapter(2022, 'SOC_MID_22', [1, 2, 3], ['지리적 관점과 세계', '기후와 인간 생활', '문화의 다양성', '민주주의와 정치', '경제생활과 선택', '인권과 헌법', '지속가능한 세계']),
  chapter(2022, 'SCI_MID_22', [1], ['과학과 인류의 지속가능한 삶', '생물의 구성과 다양성', '열', '물질의 상태 변화', '힘의 작용', '기체의 성질', '빛과 파동']),
  chapter(2022, 'SCI_MID_22', [2, 3], ['물질의 구성', '전기와 자기', '태양계', '식물과 에너지', '물질의 특성', '화학 반응의 규칙', '운동과 에너지', '생식과 유전', '별과 우주']),
  chapter(2022, 'HIST_MID_22', [2, 3], ['선사 시대와 고대 국가', '고려 사회의 변화', '조선 사회의 변화', '근대 국가 수립 운동', '일제 강점과 민족 운동', '대한민국의 발전']),
];

// 문제유형, 기타 분류, 교과서 문제 제목 ---------------------------------------------------------------------------
const TYPE_UNITS: Record<number, Unit[]> = {
  [MATH]: [
    ['계산', ['수와 식의 계산', '방정식·부등식의 풀이', '미분·적분 계산']],
    ['개념 이해', ['정의와 성질', '공식 적용']],
    ['추론', ['규칙 찾기', '조건 분석', '증명']],
    ['문제해결', ['실생활 활용', '복합 조건 문제']],
    ['그래프 해석', ['함수의 그래프', '도형과 좌표']],
  ],
  [KOR]: ['내용 일치', '추론', '표현상 특징', '어법', '비판적 이해', '어휘', '작품 비교', '구조 파악', '화자·인물의 태도', '외적 준거 적용', '글쓰기 계획과 점검'],
  [ENG]: [
    ['듣기', ['대화 목적', '화자의 심정', '세부 정보 듣기']],
    ['대의 파악', ['주제', '제목', '요지', '주장', '목적']],
    ['세부 정보', ['내용 일치', '도표 이해']],
    ['추론', ['빈칸 추론', '함축 의미', '심경 변화']],
    ['간접 쓰기', ['순서 배열', '문장 삽입', '흐름 무관 문장', '요약문']],
    ['어법·어휘', ['어법', '어휘']],
    ['장문 독해', ['장문 제목', '장문 순서']],
  ],
  [SOC]: ['개념 이해', '자료 분석', '적용', '가치 판단'],
  [SCI]: ['개념 이해', '자료 분석', '탐구 설계', '실험 해석', '적용'],
  [HIST]: ['개념 이해', '사료 해석', '시대 순서 배열', '인과 관계'],
};
/** Types that belong to one detail only (the detail rule: other details do not see them). */
const DETAIL_TYPES: Array<{ curriculum: 2015 | 2022; detail: string; units: Unit[] }> = [
  { curriculum: 2015, detail: 'KOR_LIT', units: ['시어·시구의 의미', '서술상 특징', '갈래 복합 비교'] },
  { curriculum: 2022, detail: 'KOR_LIT_22', units: ['시어·시구의 의미', '서술상 특징', '갈래 복합 비교'] },
  { curriculum: 2015, detail: 'KOR_LANG', units: ['음운 변동 분석', '문장 성분 분석', '매체 자료 분석'] },
  { curriculum: 2022, detail: 'KOR_SPEECH_LANG_22', units: ['음운 변동 분석', '문장 성분 분석', '화법 전략'] },
];
const OTHER_UNITS = ['서술형', '수행평가', '고난도', '신유형', '기출 변형'];
const PROBLEM_TITLES: Record<number, Unit[]> = {
  [MATH]: ['개념 확인', '기본 문제', '실력 향상', '서술형', '단원 마무리', '창의·융합'],
  [KOR]: ['학습 목표', '내용 학습', '목표 학습', '적용 학습', '단원 마무리'],
  [ENG]: ['읽기 전 활동', '읽기 후 활동', '어휘 확인', '문법 확인', '단원 마무리'],
};

function kindTrees(): TreeSpec[] {
  const trees: TreeSpec[] = [];
  for (const curriculum of [2015, 2022] as const) {
    for (const school_type of [MIDDLE, HIGH]) {
      const base = { curriculum, school_type, detail: null, grades: [] };
      for (const [subject, units] of Object.entries(TYPE_UNITS)) trees.push({ ...base, kind: 'type', subject_type_id: Number(subject), units });
      for (const subject of [KOR, ENG, MATH]) trees.push({ ...base, kind: 'other', subject_type_id: subject, units: OTHER_UNITS });
      for (const [subject, units] of Object.entries(PROBLEM_TITLES)) trees.push({ ...base, kind: 'textbook_problem_title', subject_type_id: Number(subject), units });
    }
  }
  for (const t of DETAIL_TYPES) trees.push({ ...chapter(t.curriculum, t.detail, [], t.units), kind: 'type' });
  return trees;
}

/** Every tree, in the order their ids are assigned. */
const TREES: TreeSpec[] = [
  ...MATH_2015_HIGH,
  ...MATH_2022_HIGH,
  ...MATH_MIDDLE,
  ...KOREAN_HIGH,
  middleKorean(2015, 'KOR_MID'),
  middleKorean(2022, 'KOR_MID_22'),
  ...ENGLISH_HIGH,
  middleEnglish(2015, 'ENG_MID'),
  middleEnglish(2022, 'ENG_MID_22'),
  ...OTHER_SUBJECT_CHAPTERS,
  ...kindTrees(),
];

type CategoryRow = typeof categories.$inferInsert & { id: number };

/** Flattens the trees into rows with ids, parents, depth and sibling order (depth first). */
export function curriculumCategoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const add = (tree: TreeSpec, units: readonly Unit[], parent_id: number | null, depth: number, grades: readonly number[]) => {
    units.forEach((unit, i) => {
      const [name, children, own] = typeof unit === 'string' ? [unit, [] as readonly Unit[], undefined] : unit;
      const grade_list = [...(own ?? grades)];
      const id = rows.length + 1;
      rows.push({
        id,
        parent_id,
        kind: tree.kind,
        curriculum: tree.curriculum,
        subject_type_id: tree.subject_type_id,
        subject_detail_type_id: tree.detail === null ? null : subjectDetailId(tree.detail),
        grade_list,
        school_type: tree.school_type,
        name,
        depth,
        order: i + 1,
      });
      add(tree, children, id, depth + 1, grade_list);
    });
  };
  for (const tree of TREES) add(tree, tree.units, null, 1, tree.grades);
  return rows;
}

/** Literary works taught in Korean schools: [name, author, genre]. */
const LITERATURE: Array<[string, string, string]> = [
  ['진달래꽃', '김소월', '현대시'],
  ['님의 침묵', '한용운', '현대시'],
  ['서시', '윤동주', '현대시'],
  ['별 헤는 밤', '윤동주', '현대시'],
  ['광야', '이육사', '현대시'],
  ['향수', '정지용', '현대시'],
  ['유리창 1', '정지용', '현대시'],
  ['모란이 피기까지는', '김영랑', '현대시'],
  ['남신의주 유동 박시봉방', '백석', '현대시'],
  ['풀', '김수영', '현대시'],
  ['농무', '신경림', '현대시'],
  ['껍데기는 가라', '신동엽', '현대시'],
  ['귀천', '천상병', '현대시'],
  ['메밀꽃 필 무렵', '이효석', '현대소설'],
  ['운수 좋은 날', '현진건', '현대소설'],
  ['소나기', '황순원', '현대소설'],
  ['동백꽃', '김유정', '현대소설'],
  ['봄봄', '김유정', '현대소설'],
  ['날개', '이상', '현대소설'],
  ['삼대', '염상섭', '현대소설'],
  ['태평천하', '채만식', '현대소설'],
  ['광장', '최인훈', '현대소설'],
  ['무진기행', '김승옥', '현대소설'],
  ['수난이대', '하근찬', '현대소설'],
  ['난장이가 쏘아올린 작은 공', '조세희', '현대소설'],
  ['관동별곡', '정철', '고전시가'],
  ['사미인곡', '정철', '고전시가'],
  ['속미인곡', '정철', '고전시가'],
  ['청산별곡', '작자 미상', '고전시가'],
  ['가시리', '작자 미상', '고전시가'],
  ['어부사시사', '윤선도', '고전시가'],
  ['만흥', '윤선도', '고전시가'],
  ['제망매가', '월명사', '고전시가'],
  ['누항사', '박인로', '고전시가'],
  ['춘향전', '작자 미상', '고전소설'],
  ['홍길동전', '허균', '고전소설'],
  ['구운몽', '김만중', '고전소설'],
  ['사씨남정기', '김만중', '고전소설'],
  ['흥부전', '작자 미상', '고전소설'],
  ['박씨전', '작자 미상', '고전소설'],
  ['허생전', '박지원', '고전소설'],
  ['이생규장전', '김시습', '고전소설'],
  ['방망이 깎던 노인', '윤오영', '수필'],
  ['인연', '피천득', '수필'],
  ['나무', '이양하', '수필'],
  ['토막', '유치진', '극'],
  ['원고지', '이근삼', '극'],
  ['봉산탈춤', '작자 미상', '극'],
];

/** Middle schools: [region short name, school name]. */
const MIDDLE_SCHOOLS: Array<[string, string]> = [
  ['서울', '대치중학교'],
  ['서울', '대청중학교'],
  ['서울', '역삼중학교'],
  ['서울', '숙명여자중학교'],
  ['서울', '휘문중학교'],
  ['서울', '신사중학교'],
  ['서울', '압구정중학교'],
  ['서울', '잠실중학교'],
  ['서울', '목운중학교'],
  ['서울', '신목중학교'],
  ['서울', '월촌중학교'],
  ['서울', '중계중학교'],
  ['서울', '을지중학교'],
  ['경기', '정자중학교'],
  ['경기', '내정중학교'],
  ['경기', '수내중학교'],
  ['경기', '서현중학교'],
  ['경기', '이매중학교'],
  ['경기', '백석중학교'],
  ['경기', '정발중학교'],
  ['경기', '평촌중학교'],
  ['경기', '범계중학교'],
  ['경기', '귀인중학교'],
  ['인천', '송도중학교'],
  ['인천', '신송중학교'],
  ['부산', '해운대중학교'],
  ['부산', '센텀중학교'],
  ['부산', '동래중학교'],
  ['대구', '경신중학교'],
  ['대구', '황금중학교'],
  ['광주', '문성중학교'],
  ['대전', '둔산중학교'],
  ['대전', '삼천중학교'],
  ['울산', '옥현중학교'],
  ['세종', '도담중학교'],
  ['세종', '새롬중학교'],
  ['강원', '춘천중학교'],
  ['충북', '청주중학교'],
  ['충남', '천안중학교'],
  ['전북', '전주신흥중학교'],
  ['전남', '목포중학교'],
  ['경북', '포항제철중학교'],
  ['경남', '창원중앙중학교'],
  ['제주', '제주중앙중학교'],
];

/** High schools: [region short name, school name]. */
const HIGH_SCHOOLS: Array<[string, string]> = [
  ['서울', '휘문고등학교'],
  ['서울', '경기고등학교'],
  ['서울', '단국대학교사범대학부속고등학교'],
  ['서울', '중동고등학교'],
  ['서울', '숙명여자고등학교'],
  ['서울', '진선여자고등학교'],
  ['서울', '세화고등학교'],
  ['서울', '서울고등학교'],
  ['서울', '상문고등학교'],
  ['서울', '양정고등학교'],
  ['서울', '배재고등학교'],
  ['서울', '하나고등학교'],
  ['서울', '대원외국어고등학교'],
  ['서울', '서울과학고등학교'],
  ['경기', '경기과학고등학교'],
  ['경기', '용인한국외국어대학교부설고등학교'],
  ['경기', '낙생고등학교'],
  ['경기', '분당중앙고등학교'],
  ['경기', '서현고등학교'],
  ['경기', '백석고등학교'],
  ['경기', '안양외국어고등학교'],
  ['인천', '인천과학고등학교'],
  ['인천', '송도고등학교'],
  ['부산', '해운대고등학교'],
  ['부산', '부산과학고등학교'],
  ['대구', '경신고등학교'],
  ['대구', '대륜고등학교'],
  ['대구', '정화여자고등학교'],
  ['광주', '광주과학고등학교'],
  ['광주', '살레시오고등학교'],
  ['대전', '대전과학고등학교'],
  ['대전', '대성고등학교'],
  ['울산', '학성고등학교'],
  ['세종', '세종고등학교'],
  ['강원', '민족사관고등학교'],
  ['충북', '청주고등학교'],
  ['충남', '공주대학교사범대학부속고등학교'],
  ['전북', '상산고등학교'],
  ['전북', '전주고등학교'],
  ['전남', '순천고등학교'],
  ['경북', '포항제철고등학교'],
  ['경남', '창원과학고등학교'],
  ['제주', '제주제일고등학교'],
];

/** Creates the curriculum rows in one transaction, unless subject_types already has rows. */
export async function seedCurriculum(db: Db): Promise<void> {
  const existing = await db.select({ id: subjectTypes.id }).from(subjectTypes).limit(1);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(subjectTypes).values(SUBJECT_TYPE_ROWS);
    await tx.insert(subjectDetailTypes).values(SUBJECT_DETAILS);
    await tx.insert(categories).values(curriculumCategoryRows());
    // Ids were given explicitly: move the serial past them so later inserts do not collide.
    await tx.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
    await tx.insert(literature).values(LITERATURE.map(([name, author, genre]) => ({ name, author, genre })));
    await tx
      .insert(schools)
      .values([
        ...MIDDLE_SCHOOLS.map(([region, school_name]) => ({ school_type: MIDDLE, school_name, region })),
        ...HIGH_SCHOOLS.map(([region, school_name]) => ({ school_type: HIGH, school_name, region })),
      ])
      .onConflictDoNothing();
  });
}
