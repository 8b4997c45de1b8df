/**
 * Demo data: eight textbook publishers, their middle-school (2022 curriculum) and high-school (2015
 * curriculum) textbooks with 대단원 > 중단원 > 소단원, and about thirty school exam records of the seeded
 * schools (three still temporary). Runs after the curriculum seeder: subject details and schools are read
 * from their tables, never assumed. Idempotent: skipped while publishers has rows.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { publishers, schoolSubjects, schools, subjectDetailTypes, textbookContentMains, textbookContents, textbookContentSubs, textbookSubjects } from '../schema';
import { SCHOOL_TYPE, SUBJECT_TYPE } from '../../../src/api/codes';

const HIGH = SCHOOL_TYPE.high.code;
const MIDDLE = SCHOOL_TYPE.middle.code;
const KOR = SUBJECT_TYPE.korean.code;
const ENG = SUBJECT_TYPE.english.code;
const MATH = SUBJECT_TYPE.math.code;

/** A chapter tree: [대단원, [[중단원, [소단원, ...]], ...]]. */
type Tree = Array<[string, Array<[string, string[]]>]>;

const MATH_M1: Tree = [
  ['Ⅰ. 수와 연산', [['1. 소인수분해', ['소인수분해', '최대공약수와 최소공배수']], ['2. 정수와 유리수', ['정수와 유리수', '수의 대소 관계', '정수와 유리수의 덧셈과 뺄셈', '정수와 유리수의 곱셈과 나눗셈']]]],
  ['Ⅱ. 변화와 관계', [['1. 문자의 사용과 식의 계산', ['문자의 사용', '일차식의 계산']], ['2. 일차방정식', ['방정식과 그 해', '일차방정식의 풀이', '일차방정식의 활용']], ['3. 좌표평면과 그래프', ['순서쌍과 좌표', '그래프의 이해']], ['4. 정비례와 반비례', ['정비례', '반비례']]]],
  ['Ⅲ. 도형과 측정', [['1. 기본 도형', ['점, 선, 면, 각', '위치 관계', '평행선의 성질']], ['2. 작도와 합동', ['간단한 도형의 작도', '삼각형의 작도', '삼각형의 합동']], ['3. 평면도형의 성질', ['다각형', '원과 부채꼴']], ['4. 입체도형의 성질', ['다면체와 회전체', '입체도형의 겉넓이와 부피']]]],
  ['Ⅳ. 자료와 가능성', [['1. 자료의 정리와 해석', ['대푯값', '줄기와 잎 그림과 도수분포표', '히스토그램과 도수분포다각형', '상대도수', '통계적 탐구']]]],
];
const MATH_M2: Tree = [
  ['Ⅰ. 수와 연산', [['1. 유리수와 순환소수', ['유리수와 순환소수', '순환소수를 분수로 나타내기']]]],
  ['Ⅱ. 변화와 관계', [['1. 식의 계산', ['지수법칙', '단항식의 곱셈과 나눗셈', '다항식의 덧셈과 뺄셈', '다항식의 곱셈과 나눗셈']], ['2. 일차부등식', ['부등식과 그 해', '일차부등식의 풀이', '일차부등식의 활용']], ['3. 연립일차방정식', ['연립일차방정식과 그 해', '연립일차방정식의 풀이', '연립일차방정식의 활용']], ['4. 일차함수와 그래프', ['함수', '일차함수와 그 그래프', '일차함수의 그래프의 성질', '일차함수와 일차방정식의 관계']]]],
  ['Ⅲ. 도형과 측정', [['1. 삼각형의 성질', ['이등변삼각형의 성질', '삼각형의 외심과 내심']], ['2. 사각형의 성질', ['평행사변형의 성질', '여러 가지 사각형']], ['3. 도형의 닮음', ['닮은 도형', '삼각형의 닮음 조건', '평행선과 선분의 길이의 비']], ['4. 피타고라스 정리', ['피타고라스 정리', '피타고라스 정리의 활용']]]],
  ['Ⅳ. 자료와 가능성', [['1. 확률', ['경우의 수', '확률의 뜻과 성질', '확률의 계산']]]],
];
const MATH_M3: Tree = [
  ['Ⅰ. 수와 연산', [['1. 제곱근과 실수', ['제곱근의 뜻과 성질', '무리수와 실수', '근호를 포함한 식의 계산']]]],
  ['Ⅱ. 변화와 관계', [['1. 다항식의 곱셈과 인수분해', ['곱셈 공식', '인수분해', '인수분해 공식의 활용']], ['2. 이차방정식', ['이차방정식과 그 해', '이차방정식의 풀이', '이차방정식의 활용']], ['3. 이차함수와 그래프', ['이차함수의 뜻', '이차함수 y=ax²의 그래프', '이차함수 y=a(x-p)²+q의 그래프', '이차함수 y=ax²+bx+c의 그래프']]]],
  ['Ⅲ. 도형과 측정', [['1. 삼각비', ['삼각비의 뜻', '삼각비의 활용']], ['2. 원의 성질', ['원과 현', '원과 접선', '원주각']]]],
  ['Ⅳ. 자료와 가능성', [['1. 산포도', ['분산과 표준편차']], ['2. 상자그림과 산점도', ['상자그림', '산점도와 상관관계']]]],
];
const KOR_M: Record<string, Tree> = {
  '1-1': [
    ['1. 문학과 표현', [['(1) 비유와 상징', ['「풀꽃」(나태주)', '「우리가 눈발이라면」(안도현)', '비유 표현의 효과 알기']], ['(2) 소설의 인물과 갈등', ['「나비를 잡는 아버지」(현덕)', '갈등의 전개 파악하기']]]],
    ['2. 듣기·말하기와 매체', [['(1) 상황에 맞게 말하기', ['면담의 절차와 방법', '면담 계획 세우기']], ['(2) 매체 자료의 효과', ['복합 양식 자료의 특성', '발표 자료 만들기']]]],
    ['3. 읽기와 쓰기', [['(1) 읽기 목적에 따른 읽기', ['「청소년 수면 시간」', '요약하며 읽기']], ['(2) 고쳐 쓰기', ['글 전체 수준에서 고쳐 쓰기', '문단과 문장 고쳐 쓰기']]]],
    ['4. 문법', [['(1) 품사의 종류와 특성', ['체언과 용언', '수식언·관계언·독립언']]]],
  ],
  '1-2': [
    ['1. 문학의 아름다움', [['(1) 운율과 심상', ['「엄마야 누나야」(김소월)', '「봄은 고양이로다」(이장희)']], ['(2) 소설의 시점', ['「소나기」(황순원)', '서술자와 시점 파악하기']]]],
    ['2. 설명하는 글', [['(1) 설명 방법', ['정의와 예시', '비교와 대조', '분류와 분석']], ['(2) 보고서 쓰기', ['관찰·조사·실험 보고서', '보고서 쓰기 윤리']]]],
    ['3. 토의와 협상', [['(1) 토의하기', ['토의의 절차', '의견 조정하며 토의하기']]]],
    ['4. 국어의 규범', [['(1) 음운의 체계', ['자음과 모음', '음운의 변동 맛보기']]]],
  ],
  '2-1': [
    ['1. 작품 속 세계와 삶', [['(1) 작품의 사회·문화적 배경', ['「수난이대」(하근찬)', '「하늘은 맑건만」(현덕)']], ['(2) 시의 화자와 정서', ['「성탄제」(김종길)', '「새봄」(김지하)']]]],
    ['2. 논증하는 글', [['(1) 주장과 근거', ['논증 방법 이해하기', '근거의 타당성 평가하기']], ['(2) 주장하는 글 쓰기', ['통계 자료 활용하기', '인용과 출처 밝히기']]]],
    ['3. 발표와 토론', [['(1) 토론하기', ['논제와 쟁점', '반론하며 토론하기']]]],
    ['4. 단어의 짜임', [['(1) 단어의 형성', ['단일어와 복합어', '파생어와 합성어']]]],
  ],
  '2-2': [
    ['1. 문학과 공동체', [['(1) 고전 소설의 세계', ['「홍길동전」(허균)', '「박씨전」']], ['(2) 현대 소설의 갈등', ['「자전거 도둑」(박완서)', '「기억 속의 들꽃」(윤흥길)']]]],
    ['2. 매체와 소통', [['(1) 뉴스 읽기', ['뉴스의 관점 비교하기', '매체 자료의 신뢰성 평가']], ['(2) 영상 매체', ['영상 언어의 특성', '짧은 영상 만들기']]]],
    ['3. 글의 구성', [['(1) 글의 구조', ['통일성과 응집성', '요약하며 읽기']]]],
    ['4. 문장의 짜임', [['(1) 문장 성분', ['주성분과 부속 성분', '홑문장과 겹문장']]]],
  ],
  '3-1': [
    ['1. 문학과 해석', [['(1) 작품의 재구성', ['「동백꽃」(김유정)', '「노새 두 마리」(최일남)']], ['(2) 시의 표현', ['「진달래꽃」(김소월)', '「별 헤는 밤」(윤동주)']]]],
    ['2. 비판적 읽기', [['(1) 관점과 형식', ['같은 화제 다른 관점', '읽기 과정 점검하기']], ['(2) 설득 전략', ['광고의 설득 전략', '공익 광고 분석하기']]]],
    ['3. 연설과 쓰기', [['(1) 연설하기', ['청중 분석', '연설문 쓰기']]]],
    ['4. 문법의 탐구', [['(1) 문법 요소', ['높임 표현', '시간 표현과 피동·사동']]]],
  ],
  '3-2': [
    ['1. 문학의 전통과 현대', [['(1) 고전 시가', ['「청산별곡」', '「시집살이 노래」']], ['(2) 고전 산문', ['「양반전」(박지원)', '「토끼전」']]]],
    ['2. 주제 통합적 읽기', [['(1) 여러 글 읽기', ['관점 비교하며 읽기', '주제 통합적 읽기']], ['(2) 자기 성찰의 글', ['경험을 바탕으로 쓰기', '고쳐 쓰기']]]],
    ['3. 말하기와 태도', [['(1) 공감하며 대화하기', ['공감적 듣기', '갈등 조정하기']]]],
    ['4. 한글과 국어', [['(1) 한글의 창제 원리', ['「훈민정음 해례본」', '한글의 가치']]]],
  ],
};

/** English lessons: a title per lesson, each with the same three parts; publishers differ by lesson titles. */
const ENGLISH_TOPICS: Record<number, string[]> = {
  1: ['Hello, New Friends', 'My Daily Life', 'Let’s Go Green', 'Food Around the World', 'Dream Big', 'Fun with Science', 'My Favorite Things', 'Safety First'],
  2: ['A New Start', 'Healthy Habits', 'Art in Our Lives', 'Travel and Culture', 'Be a Smart Consumer', 'Small Acts, Big Changes', 'Inventions That Changed the World', 'Stories of Heroes'],
  3: ['Express Yourself', 'Living Together', 'The Power of Technology', 'Protecting Our Planet', 'Think Like a Scientist', 'Beyond Borders', 'Money Matters', 'Follow Your Passion'],
  10: ['Find Your Passion', 'Healthy Body, Healthy Mind', 'Life Is Full of Choices', 'Our Earth, Our Future', 'Art Around Us', 'Science in Daily Life', 'Making a Difference', 'The Wisdom of the Past'],
};
function englishTree(level: number, offset: number): Tree {
  const topics = ENGLISH_TOPICS[level];
  return Array.from({ length: 6 }, (_, i) => [
    `Lesson ${i + 1}. ${topics[(i + offset) % topics.length]}`,
    [
      ['Listen & Speak', ['Communication 1', 'Communication 2']],
      ['Read', ['Before You Read', 'Reading', 'After You Read']],
      ['Write & Project', ['Writing', 'Project']],
    ],
  ]);
}

const MATH_H_COMMON: Tree = [
  ['Ⅰ. 다항식', [['1. 다항식의 연산', ['다항식의 덧셈과 뺄셈', '다항식의 곱셈과 나눗셈']], ['2. 나머지정리와 인수분해', ['항등식과 나머지정리', '인수분해']]]],
  ['Ⅱ. 방정식과 부등식', [['1. 복소수와 이차방정식', ['복소수', '이차방정식의 판별식', '근과 계수의 관계']], ['2. 이차방정식과 이차함수', ['이차방정식과 이차함수의 관계', '이차함수의 최대, 최소']], ['3. 여러 가지 방정식과 부등식', ['삼차방정식과 사차방정식', '연립이차방정식', '연립일차부등식', '이차부등식']]]],
  ['Ⅲ. 도형의 방정식', [['1. 평면좌표', ['두 점 사이의 거리', '선분의 내분점']], ['2. 직선의 방정식', ['직선의 방정식', '두 직선의 위치 관계', '점과 직선 사이의 거리']], ['3. 원의 방정식', ['원의 방정식', '원과 직선의 위치 관계']], ['4. 도형의 이동', ['평행이동', '대칭이동']]]],
  ['Ⅳ. 집합과 명제', [['1. 집합', ['집합의 뜻과 포함 관계', '집합의 연산']], ['2. 명제', ['명제와 조건', '명제의 역과 대우', '절대부등식']]]],
  ['Ⅴ. 함수', [['1. 함수', ['함수의 뜻과 그래프', '합성함수', '역함수']], ['2. 유리함수와 무리함수', ['유리함수', '무리함수']]]],
  ['Ⅵ. 경우의 수', [['1. 순열과 조합', ['경우의 수', '순열', '조합']]]],
];
const MATH_H1: Tree = [
  ['Ⅰ. 지수함수와 로그함수', [['1. 지수와 로그', ['거듭제곱과 거듭제곱근', '지수의 확장', '로그의 뜻과 성질', '상용로그']], ['2. 지수함수와 로그함수', ['지수함수의 뜻과 그래프', '로그함수의 뜻과 그래프', '지수함수와 로그함수의 활용']]]],
  ['Ⅱ. 삼각함수', [['1. 삼각함수', ['일반각과 호도법', '삼각함수의 뜻', '삼각함수의 그래프', '삼각함수의 활용']], ['2. 사인법칙과 코사인법칙', ['사인법칙', '코사인법칙', '삼각형의 넓이']]]],
  ['Ⅲ. 수열', [['1. 등차수열과 등비수열', ['수열의 뜻', '등차수열', '등비수열']], ['2. 수열의 합', ['합의 기호 Σ', '여러 가지 수열의 합']], ['3. 수학적 귀납법', ['수열의 귀납적 정의', '수학적 귀납법']]]],
];
const MATH_H2: Tree = [
  ['Ⅰ. 함수의 극한과 연속', [['1. 함수의 극한', ['함수의 수렴과 발산', '함수의 극한에 대한 성질']], ['2. 함수의 연속', ['함수의 연속', '연속함수의 성질']]]],
  ['Ⅱ. 미분', [['1. 미분계수와 도함수', ['미분계수', '도함수']], ['2. 도함수의 활용', ['접선의 방정식', '평균값 정리', '함수의 증가와 감소, 극대와 극소', '함수의 그래프', '방정식과 부등식에의 활용', '속도와 가속도']]]],
  ['Ⅲ. 적분', [['1. 부정적분', ['부정적분의 뜻', '부정적분의 계산']], ['2. 정적분', ['정적분의 뜻', '정적분의 계산']], ['3. 정적분의 활용', ['곡선과 좌표축 사이의 넓이', '두 곡선 사이의 넓이', '속도와 거리']]]],
];
const MATH_CALC: Tree = [
  ['Ⅰ. 수열의 극한', [['1. 수열의 극한', ['수열의 수렴과 발산', '수열의 극한에 대한 성질', '등비수열의 극한']], ['2. 급수', ['급수의 뜻', '등비급수']]]],
  ['Ⅱ. 미분법', [['1. 여러 가지 함수의 미분', ['지수함수와 로그함수의 극한', '지수함수와 로그함수의 미분', '삼각함수의 덧셈정리', '삼각함수의 극한', '사인함수와 코사인함수의 미분']], ['2. 여러 가지 미분법', ['함수의 몫의 미분', '합성함수의 미분', '매개변수로 나타낸 함수의 미분', '음함수와 역함수의 미분', '이계도함수']], ['3. 도함수의 활용', ['접선의 방정식', '함수의 그래프', '방정식과 부등식에의 활용', '속도와 가속도']]]],
  ['Ⅲ. 적분법', [['1. 여러 가지 적분법', ['여러 가지 함수의 적분', '치환적분법', '부분적분법']], ['2. 정적분의 활용', ['정적분과 급수의 합', '넓이', '입체도형의 부피', '속도와 거리']]]],
];
const MATH_PROB: Tree = [
  ['Ⅰ. 경우의 수', [['1. 순열과 조합', ['원순열', '중복순열', '같은 것이 있는 순열', '중복조합']], ['2. 이항정리', ['이항정리', '이항계수의 성질']]]],
  ['Ⅱ. 확률', [['1. 확률의 뜻과 활용', ['시행과 사건', '확률의 뜻', '확률의 덧셈정리', '여사건의 확률']], ['2. 조건부확률', ['조건부확률', '확률의 곱셈정리', '사건의 독립과 종속', '독립시행의 확률']]]],
  ['Ⅲ. 통계', [['1. 확률분포', ['확률변수와 확률분포', '이산확률변수의 기댓값과 표준편차', '이항분포', '연속확률변수와 정규분포']], ['2. 통계적 추정', ['모집단과 표본', '표본평균의 분포', '모평균의 추정']]]],
];
const KOR_LIT: Tree = [
  ['Ⅰ. 문학의 본질과 갈래', [['1. 문학의 특성', ['「진달래꽃」(김소월)', '「운수 좋은 날」(현진건)']], ['2. 문학의 갈래', ['「청산별곡」', '「봉산 탈춤」']]]],
  ['Ⅱ. 문학의 수용과 생산', [['1. 내재적 관점', ['「사평역에서」(곽재구)', '「광장」(최인훈)']], ['2. 외재적 관점', ['「껍데기는 가라」(신동엽)', '「원미동 시인」(양귀자)']], ['3. 창의적 재구성', ['「춘향전」', '패러디와 모방']]]],
  ['Ⅲ. 한국 문학의 흐름', [['1. 고대부터 고려까지', ['「제망매가」(월명사)', '「가시리」']], ['2. 조선 시대', ['「관동별곡」(정철)', '「어부사시사」(윤선도)', '「허생전」(박지원)']], ['3. 근현대', ['「님의 침묵」(한용운)', '「삼대」(염상섭)', '「난장이가 쏘아올린 작은 공」(조세희)']]]],
  ['Ⅳ. 문학과 삶', [['1. 문학과 공동체', ['「농무」(신경림)', '「우리 동네 김 씨」(이문구)']]]],
];
const KOR_READ: Tree = [
  ['Ⅰ. 독서의 본질', [['1. 독서의 특성', ['독서의 본질과 목적', '독서의 가치']]]],
  ['Ⅱ. 독서의 방법', [['1. 사실적·추론적 읽기', ['중심 내용 파악하기', '생략된 내용 추론하기']], ['2. 비판적·창의적 읽기', ['관점과 표현 방법 평가하기', '대안 찾으며 읽기']], ['3. 주제 통합적 읽기', ['여러 글 비교하며 읽기', '독서 과정 점검하기']]]],
  ['Ⅲ. 독서의 분야', [['1. 인문·예술', ['인문 분야의 글', '예술 분야의 글']], ['2. 사회·문화', ['사회 분야의 글', '문화 분야의 글']], ['3. 과학·기술', ['과학 분야의 글', '기술 분야의 글']]]],
  ['Ⅳ. 독서의 태도', [['1. 독서 생활', ['자발적 독서', '독서 공동체']]]],
];

/** The textbooks a course gets, with how to find its subject detail among the seeded ones. */
interface Course {
  key: string;
  school_type: number;
  subject_type_id: number;
  name: string;
  grade_id: number | null;
  detail: string | null;
  curriculum: number;
  /** Subject detail names this course matches (spacing and Roman numerals are ignored). */
  detailNames: string[];
  tree: (publisherIndex: number) => Tree;
}

const middle = (key: string, subject: number, grade: number, name: string, detail: string | null, detailNames: string[], tree: (i: number) => Tree): Course => ({
  key,
  school_type: MIDDLE,
  subject_type_id: subject,
  name,
  grade_id: grade,
  detail,
  curriculum: 2022,
  detailNames,
  tree,
});
const high = (key: string, subject: number, name: string, detailNames: string[], tree: (i: number) => Tree): Course => ({
  key,
  school_type: HIGH,
  subject_type_id: subject,
  name,
  grade_id: null,
  detail: null,
  curriculum: 2015,
  detailNames: [name, ...detailNames],
  tree,
});

const COURSES: Course[] = [
  ...[MATH_M1, MATH_M2, MATH_M3].map((t, i) => middle(`m-math-${i + 1}`, MATH, i + 1, `중학교 수학 ${i + 1}`, null, ['수학', `수학${i + 1}`, '중학수학'], () => t)),
  ...Object.entries(KOR_M).map(([volume, t]) => middle(`m-kor-${volume}`, KOR, Number(volume[0]), `중학교 국어 ${volume}`, volume, ['국어', '중학국어'], () => t)),
  ...[1, 2, 3].map((g) => middle(`m-eng-${g}`, ENG, g, `중학교 영어 ${g}`, null, ['영어', `영어${g}`, '중학영어'], (i) => englishTree(g, i))),
  high('h-math', MATH, '수학', ['공통수학', '수학(상)'], () => MATH_H_COMMON),
  high('h-math1', MATH, '수학Ⅰ', [], () => MATH_H1),
  high('h-math2', MATH, '수학Ⅱ', [], () => MATH_H2),
  high('h-calc', MATH, '미적분', [], () => MATH_CALC),
  high('h-prob', MATH, '확률과 통계', ['확통'], () => MATH_PROB),
  high('h-lit', KOR, '문학', [], () => KOR_LIT),
  high('h-read', KOR, '독서', [], () => KOR_READ),
  high('h-eng1', ENG, '영어Ⅰ', [], (i) => englishTree(10, i)),
];

/** The publishers and the courses each publishes (keys of COURSES; `m-kor` stands for all six volumes). */
const PUBLISHERS: Array<{ name: string; courses: string[] }> = [
  { name: '미래엔', courses: ['m-math', 'm-kor', 'm-eng', 'h-math', 'h-math1', 'h-math2', 'h-calc', 'h-prob', 'h-lit', 'h-read', 'h-eng1'] },
  { name: '비상교육', courses: ['m-math', 'm-kor', 'm-eng', 'h-math', 'h-math1', 'h-math2', 'h-calc', 'h-prob', 'h-lit', 'h-read', 'h-eng1'] },
  { name: '천재교육', courses: ['m-math', 'm-kor', 'm-eng', 'h-math', 'h-math1', 'h-math2', 'h-calc', 'h-prob', 'h-lit', 'h-read', 'h-eng1'] },
  { name: '동아출판', courses: ['m-math', 'm-kor', 'm-eng', 'h-math1', 'h-math2', 'h-calc', 'h-lit', 'h-eng1'] },
  { name: '지학사', courses: ['m-math', 'm-kor', 'h-math', 'h-math1', 'h-math2', 'h-calc', 'h-lit', 'h-read'] },
  { name: '금성출판사', courses: ['m-math', 'm-kor', 'h-math1', 'h-math2', 'h-calc', 'h-prob', 'h-lit'] },
  { name: '좋은책신사고', courses: ['m-math', 'h-math', 'h-math1', 'h-math2', 'h-calc', 'h-prob'] },
  { name: '창비', courses: ['m-kor', 'h-lit', 'h-read'] },
];

/** School exam records: which school of the level (by position), grade, course, semester, year, temporary. */
const RECORDS: Array<{ school_type: number; school: number; grade: number; course: string; semester: number; year: number; temp?: boolean }> = [
  { school_type: MIDDLE, school: 0, grade: 1, course: 'm-math-1', semester: 1, year: 2025 },
  { school_type: MIDDLE, school: 0, grade: 1, course: 'm-kor-1-1', semester: 2, year: 2025 },
  { school_type: MIDDLE, school: 0, grade: 2, course: 'm-eng-2', semester: 1, year: 2025 },
  { school_type: MIDDLE, school: 1, grade: 1, course: 'm-math-1', semester: 2, year: 2025 },
  { school_type: MIDDLE, school: 1, grade: 3, course: 'm-math-3', semester: 3, year: 2024 },
  { school_type: MIDDLE, school: 1, grade: 2, course: 'm-kor-2-2', semester: 4, year: 2024 },
  { school_type: MIDDLE, school: 2, grade: 2, course: 'm-math-2', semester: 1, year: 2024 },
  { school_type: MIDDLE, school: 2, grade: 3, course: 'm-eng-3', semester: 2, year: 2025 },
  { school_type: MIDDLE, school: 2, grade: 1, course: 'm-eng-1', semester: 3, year: 2025, temp: true },
  { school_type: MIDDLE, school: 3, grade: 3, course: 'm-kor-3-1', semester: 1, year: 2025 },
  { school_type: MIDDLE, school: 3, grade: 2, course: 'm-math-2', semester: 4, year: 2024 },
  { school_type: MIDDLE, school: 4, grade: 1, course: 'm-kor-1-2', semester: 3, year: 2024 },
  { school_type: MIDDLE, school: 4, grade: 3, course: 'm-math-3', semester: 2, year: 2025 },
  { school_type: MIDDLE, school: 5, grade: 2, course: 'm-eng-2', semester: 3, year: 2024 },
  { school_type: MIDDLE, school: 5, grade: 1, course: 'm-math-1', semester: 4, year: 2025, temp: true },
  { school_type: HIGH, school: 0, grade: 2, course: 'h-math1', semester: 1, year: 2025 },
  { school_type: HIGH, school: 0, grade: 2, course: 'h-lit', semester: 2, year: 2025 },
  { school_type: HIGH, school: 0, grade: 1, course: 'h-math', semester: 3, year: 2024 },
  { school_type: HIGH, school: 1, grade: 2, course: 'h-math2', semester: 3, year: 2025 },
  { school_type: HIGH, school: 1, grade: 3, course: 'h-calc', semester: 1, year: 2025 },
  { school_type: HIGH, school: 1, grade: 2, course: 'h-eng1', semester: 2, year: 2024 },
  { school_type: HIGH, school: 2, grade: 3, course: 'h-prob', semester: 2, year: 2024 },
  { school_type: HIGH, school: 2, grade: 2, course: 'h-read', semester: 4, year: 2025 },
  { school_type: HIGH, school: 2, grade: 1, course: 'h-math', semester: 1, year: 2025, temp: true },
  { school_type: HIGH, school: 3, grade: 2, course: 'h-math1', semester: 2, year: 2024 },
  { school_type: HIGH, school: 3, grade: 3, course: 'h-lit', semester: 1, year: 2025 },
  { school_type: HIGH, school: 4, grade: 2, course: 'h-eng1', semester: 1, year: 2025 },
  { school_type: HIGH, school: 4, grade: 3, course: 'h-calc', semester: 3, year: 2024 },
  { school_type: HIGH, school: 5, grade: 2, course: 'h-math2', semester: 4, year: 2024 },
  { school_type: HIGH, school: 5, grade: 1, course: 'h-math', semester: 2, year: 2025 },
];

/** Names compared without spaces, with Roman numerals as digits (수학 Ⅰ = 수학I = 수학1). */
const normalise = (name: string) =>
  name
    .replace(/\s+/g, '')
    .replace(/Ⅲ|III$/g, '3')
    .replace(/Ⅱ|II$/g, '2')
    .replace(/Ⅰ|I$/g, '1')
    .toLowerCase();

type Detail = typeof subjectDetailTypes.$inferSelect;

/** The seeded subject detail a course belongs to: a name match, else the only detail of its subject and level. */
function findDetail(details: Detail[], course: Course): number | null {
  const candidates = details.filter((d) => d.school_type === course.school_type && d.subject_type_id === course.subject_type_id);
  const names = new Set(course.detailNames.map(normalise));
  const named = candidates.filter((d) => names.has(normalise(d.name)));
  const best = named.find((d) => d.curriculum === course.curriculum) ?? named[0];
  if (best) return best.id;
  const sameCurriculum = candidates.filter((d) => d.curriculum === course.curriculum);
  return course.school_type === MIDDLE && sameCurriculum.length === 1 ? sameCurriculum[0].id : null;
}

/** Inserts rows in chunks (bind parameters are limited per statement) and returns what each chunk returns. */
async function insertChunks<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await insert(rows.slice(i, i + 1000))));
  return out;
}

export async function seedSchoolsAndTextbooks(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(publishers);
  if (n > 0) return;
  const details = await db.select().from(subjectDetailTypes);
  const coursesOf = (keys: string[]) => COURSES.filter((c) => keys.some((k) => c.key === k || c.key.startsWith(`${k}-`)));

  await db.transaction(async (tx) => {
    const pubs = await tx
      .insert(publishers)
      .values(PUBLISHERS.map((p, i) => ({ name: p.name, index: i + 1 })))
      .returning({ id: publishers.id, name: publishers.name });
    const books = PUBLISHERS.flatMap((p, pi) =>
      coursesOf(p.courses).map((course, ci) => ({
        course,
        pi,
        values: {
          publisher_id: pubs[pi].id,
          name: course.name,
          school_type: course.school_type,
          subject_type_id: course.subject_type_id,
          subject_detail_type_id: findDetail(details, course),
          grade_id: course.grade_id,
          detail: course.detail,
          curriculum: course.curriculum,
          index: ci + 1,
        },
      })),
    );
    const bookIds = await insertChunks(
      books.map((b) => b.values),
      (chunk) => tx.insert(textbookSubjects).values(chunk).returning({ id: textbookSubjects.id }),
    );

    const trees = books.map((b, i) => ({ id: bookIds[i].id, tree: b.course.tree(b.pi) }));
    const units = trees.flatMap(({ id, tree }) => tree.map(([name], i) => ({ textbook_subject_id: id, name, index: i + 1 })));
    const unitIds = await insertChunks(units, (chunk) => tx.insert(textbookContents).values(chunk).returning({ id: textbookContents.id }));
    const mainsFor = trees.flatMap(({ tree }) => tree.map(([, mains]) => mains));
    const mains = mainsFor.flatMap((list, i) => list.map(([name], j) => ({ content_id: unitIds[i].id, name, index: j + 1 })));
    const mainIds = await insertChunks(mains, (chunk) => tx.insert(textbookContentMains).values(chunk).returning({ id: textbookContentMains.id }));
    const subsFor = mainsFor.flatMap((list) => list.map(([, subs]) => subs));
    const subs = subsFor.flatMap((list, i) => list.map((name, j) => ({ content_main_id: mainIds[i].id, name, index: j + 1 })));
    await insertChunks(subs, (chunk) => tx.insert(textbookContentSubs).values(chunk).returning({ id: textbookContentSubs.id }));

    const schoolsOf: Record<number, Array<{ id: number }>> = {
      [MIDDLE]: await tx.select({ id: schools.id }).from(schools).where(eq(schools.school_type, MIDDLE)).orderBy(asc(schools.id)).limit(6),
      [HIGH]: await tx.select({ id: schools.id }).from(schools).where(eq(schools.school_type, HIGH)).orderBy(asc(schools.id)).limit(6),
    };
    const records = RECORDS.flatMap((r, i) => {
      const list = schoolsOf[r.school_type];
      if (list.length === 0) return [];
      const book = books.find((b) => b.course.key === r.course && b.pi === i % PUBLISHERS.length) ?? books.find((b) => b.course.key === r.course)!;
      const bookId = bookIds[books.indexOf(book)].id;
      return [
        {
          school_id: list[r.school % list.length].id,
          school_type: r.school_type,
          grade_id: r.grade,
          subject_type_id: book.course.subject_type_id,
          subject_detail_type_id: book.values.subject_detail_type_id,
          detail: book.course.detail,
          publisher_id: book.values.publisher_id,
          textbook_subject_id: bookId,
          semester: r.semester,
          year: r.year,
          is_temp: r.temp ?? false,
        },
      ];
    });
    const unique = records.filter(
      (r, i) =>
        records.findIndex((o) => o.school_id === r.school_id && o.grade_id === r.grade_id && o.subject_type_id === r.subject_type_id && o.subject_detail_type_id === r.subject_detail_type_id && o.semester === r.semester && o.year === r.year) === i,
    );
    if (unique.length) await tx.insert(schoolSubjects).values(unique);
  });
}
