/**
 * The structured part of the formula editor: the weighting, 국어·수학·탐구 (score, weight, full score, subjects,
 * the 변환표준점수 table), 영어 and 한국사 by grade, and the bonus rules. Each input shows the message of its path
 * (`errors['korean.weight']`). Facts the source does not give are chosen as "출처에 없음" (null), never guessed.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { GRADES, type BonusRule, type ByGrade, type ScoreFormula } from '../../../../api/consulting/scores';
import {
  AREA_SCORE_OPTIONS,
  BONUS_KIND_OPTIONS,
  byGradeOf,
  COMBINE_OPTIONS,
  conversionText,
  COUNT_OPTIONS,
  EFFECT_OPTIONS,
  ENGLISH_OPTIONS,
  fromOption,
  INQUIRY_SCORE_OPTIONS,
  inputOf,
  LEVEL2_OPTIONS,
  numberOf,
  parseConversion,
  TARGET_OPTIONS,
  toOption,
  WEIGHT_MODE_OPTIONS,
} from '../formula-form';

export interface FormulaFieldsProps {
  value: ScoreFormula;
  onChange: (next: ScoreFormula) => void;
  /** Messages by path inside the formula (`korean.weight`). */
  errors: Record<string, string>;
}

const num = { decimalScale: 1, hideControls: true } as const;

/** Points of grades 1-9: an empty input is "출처에 없음" (null). */
function GradeGrid({ label, value, onChange, errors, prefix }: { label: string; value: ByGrade; onChange: (next: ByGrade) => void; errors: Record<string, string>; prefix: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 9 }} spacing={6} verticalSpacing={6}>
        {GRADES.map((g) => (
          <NumberInput
            key={g}
            size="xs"
            label={`${g}등급`}
            placeholder="없음"
            value={inputOf(value[g])}
            onChange={(v) => onChange({ ...value, [g]: numberOf(v, true) })}
            error={errors[`${prefix}.${g}`]}
            {...num}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        감점은 음수로 적습니다 (−0.5). 비운 등급은 출처에 없는 것으로 보고, 그 등급 학생은 계산하지 않습니다.
      </Text>
    </Stack>
  );
}

type AreaKey = 'korean' | 'math';
type Inquiry = NonNullable<ScoreFormula['inquiry']>;
const AREA_LABEL: Record<AreaKey, string> = { korean: '국어', math: '수학' };

export function FormulaFields({ value: f, onChange, errors }: FormulaFieldsProps) {
  const percent = f.weight_mode === 'percent';
  const set = (patch: Partial<ScoreFormula>) => onChange({ ...f, ...patch });
  const [tableText, setTableText] = useState(() => conversionText(f.inquiry?.conversion ?? null));
  const [tableError, setTableError] = useState<string | null>(null);

  const area = (key: AreaKey) => {
    const a = f[key];
    return (
      <Paper withBorder p="xs" key={key}>
        <Stack gap={6}>
          <Switch label={`${AREA_LABEL[key]} 반영`} checked={a !== null} onChange={(e) => set({ [key]: e.currentTarget.checked ? { score: 'standard', weight: 1, max: null } : null })} />
          {a && (
            <SimpleGrid cols={{ base: 1, xs: percent ? 3 : 2 }} spacing={6}>
              <Select size="xs" label="반영 점수" data={AREA_SCORE_OPTIONS} value={toOption(a.score)} onChange={(v) => set({ [key]: { ...a, score: fromOption(v) } })} allowDeselect={false} error={errors[`${key}.score`]} />
              <NumberInput size="xs" label={percent ? '반영 비율' : '곱하는 수'} value={inputOf(a.weight)} onChange={(v) => set({ [key]: { ...a, weight: numberOf(v, false) } })} error={errors[`${key}.weight`]} {...num} />
              {percent && <NumberInput size="xs" label="만점 기준" description="표준점수: 그해 최고점" placeholder={a.score === 'percentile' ? '100' : '없음'} value={inputOf(a.max)} onChange={(v) => set({ [key]: { ...a, max: numberOf(v, true) } })} error={errors[`${key}.max`]} {...num} />}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    );
  };

  const inquiry = f.inquiry;
  const setInquiry = (patch: Partial<Inquiry>) => set({ inquiry: { ...inquiry!, ...patch } });
  const english = f.english;
  const setBonus = (i: number, patch: Partial<BonusRule>) => set({ bonuses: f.bonuses.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  return (
    <Stack gap="sm">
      <Title order={5}>반영 방식</Title>
      <Radio.Group label="가중치 방식" value={f.weight_mode} onChange={(v) => set({ weight_mode: v as ScoreFormula['weight_mode'] })} error={errors.weight_mode}>
        <Stack gap={6} mt={4}>
          {WEIGHT_MODE_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      {percent ? (
        <NumberInput label="총점 (만점)" description="반영 비율을 이 점수에 맞춥니다 (예: 1000). 비율은 합으로 나눕니다." placeholder="출처에 없음" value={inputOf(f.total)} onChange={(v) => set({ total: numberOf(v, true) })} error={errors.total} {...num} />
      ) : (
        <Stack gap={4}>
          <Switch label="가중 합을 다른 만점으로 환산 (× to ÷ from)" checked={f.scale !== null} onChange={(e) => set({ scale: e.currentTarget.checked ? { from: 600, to: 1000 } : null })} />
          {f.scale && (
            <SimpleGrid cols={2} spacing={6}>
              <NumberInput size="xs" label="from (원래 만점)" value={inputOf(f.scale.from)} onChange={(v) => set({ scale: { ...f.scale!, from: numberOf(v, false)! } })} error={errors['scale.from']} {...num} />
              <NumberInput size="xs" label="to (환산 만점)" value={inputOf(f.scale.to)} onChange={(v) => set({ scale: { ...f.scale!, to: numberOf(v, false)! } })} error={errors['scale.to']} {...num} />
            </SimpleGrid>
          )}
        </Stack>
      )}

      <Title order={5}>영역</Title>
      {area('korean')}
      {area('math')}
      <Paper withBorder p="xs">
        <Stack gap={6}>
          <Switch label="탐구 반영" checked={inquiry !== null} onChange={(e) => set({ inquiry: e.currentTarget.checked ? { score: 'standard', weight: 1, max: null, count: 2, combine: 'sum', conversion: null } : null })} />
          {inquiry && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: percent ? 5 : 4 }} spacing={6}>
                <Select size="xs" label="반영 점수" data={INQUIRY_SCORE_OPTIONS} value={toOption(inquiry.score)} onChange={(v) => setInquiry({ score: fromOption<NonNullable<Inquiry['score']>>(v) })} allowDeselect={false} error={errors['inquiry.score']} />
                <NumberInput size="xs" label={percent ? '반영 비율' : '곱하는 수'} value={inputOf(inquiry.weight)} onChange={(v) => setInquiry({ weight: numberOf(v, false)! })} error={errors['inquiry.weight']} {...num} />
                <Select size="xs" label="과목 수" data={COUNT_OPTIONS} value={toOption(inquiry.count)} onChange={(v) => setInquiry({ count: v === null || fromOption(v) === null ? null : Number(v) })} allowDeselect={false} error={errors['inquiry.count']} />
                <Select size="xs" label="합산" data={COMBINE_OPTIONS} value={toOption(inquiry.combine)} onChange={(v) => setInquiry({ combine: fromOption<NonNullable<Inquiry['combine']>>(v) })} allowDeselect={false} error={errors['inquiry.combine']} />
                {percent && <NumberInput size="xs" label="과목 만점 기준" placeholder="없음" value={inputOf(inquiry.max)} onChange={(v) => setInquiry({ max: numberOf(v, true) })} error={errors['inquiry.max']} {...num} />}
              </SimpleGrid>
              {inquiry.score === 'converted_standard' && (
                <Textarea
                  size="xs"
                  label="변환표준점수 표"
                  description="한 줄에 '백분위 점수' (예: 100 70.5). 대학이 발표한 표를 붙여 넣으세요."
                  autosize
                  minRows={3}
                  maxRows={8}
                  value={tableText}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setTableText(text);
                    const parsed = parseConversion(text);
                    setTableError(parsed.badLine ? `${parsed.badLine}번째 줄이 '백분위 점수' 형식이 아닙니다.` : null);
                    if (!parsed.badLine) setInquiry({ conversion: parsed.rows });
                  }}
                  error={tableError ?? Object.entries(errors).find(([k]) => k.startsWith('inquiry.conversion'))?.[1]}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>

      <Title order={5}>영어</Title>
      <Select
        label="영어 반영"
        data={ENGLISH_OPTIONS}
        value={english ? english.mode : 'none'}
        onChange={(v) => set({ english: v === 'none' || v === null ? null : { mode: v as 'add' | 'area', weight: v === 'area' ? (english?.weight ?? 1) : null, by_grade: english?.by_grade ?? byGradeOf(0) } })}
        allowDeselect={false}
      />
      {english && (
        <>
          {english.mode === 'area' && <NumberInput size="xs" label={percent ? '영어 반영 비율' : '영어 곱하는 수'} value={inputOf(english.weight)} onChange={(v) => set({ english: { ...english, weight: numberOf(v, false) } })} error={errors['english.weight']} {...num} />}
          <GradeGrid label={english.mode === 'add' ? '등급별 감점·가산 (총점에 더함)' : '등급별 점수 (영역 점수)'} value={english.by_grade} onChange={(by_grade) => set({ english: { ...english, by_grade } })} errors={errors} prefix="english.by_grade" />
        </>
      )}

      <Title order={5}>한국사</Title>
      <Switch label="한국사 등급별 감점·가산" checked={f.korean_history !== null} onChange={(e) => set({ korean_history: e.currentTarget.checked ? { by_grade: byGradeOf(0) } : null })} />
      {f.korean_history && <GradeGrid label="등급별 점수 (총점에 더함)" value={f.korean_history.by_grade} onChange={(by_grade) => set({ korean_history: { by_grade } })} errors={errors} prefix="korean_history.by_grade" />}

      <Group justify="space-between">
        <Title order={5}>가산점</Title>
        <Button size="compact-xs" variant="light" onClick={() => set({ bonuses: [...f.bonuses, { label: '과탐 가산', inquiry_kind: 'science', level2_count: null, effect: 'percent', target: 'inquiry', value: 3 }] })} disabled={f.bonuses.length >= 10}>
          가산점 규칙 추가
        </Button>
      </Group>
      {!f.bonuses.length && (
        <Text size="xs" c="dimmed">
          가산점 규칙이 없습니다. 조건: 반영하는 탐구 과목이 모두 그 종류일 때 (Ⅱ 과목 수를 정할 수 있음).
        </Text>
      )}
      {f.bonuses.map((b, i) => (
        <Paper withBorder p="xs" key={i}>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              규칙 {i + 1}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`가산점 규칙 ${i + 1} 지우기`} onClick={() => set({ bonuses: f.bonuses.filter((_, j) => j !== i) })}>
              ✕
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
            <TextInput size="xs" label="이름" value={b.label} onChange={(e) => setBonus(i, { label: e.currentTarget.value })} error={errors[`bonuses.${i}.label`]} />
            <Select size="xs" label="탐구 종류" data={BONUS_KIND_OPTIONS} value={b.inquiry_kind} onChange={(v) => setBonus(i, { inquiry_kind: (v ?? b.inquiry_kind) as BonusRule['inquiry_kind'] })} allowDeselect={false} />
            <Select size="xs" label="Ⅱ 과목" data={LEVEL2_OPTIONS} value={toOption(b.level2_count)} onChange={(v) => setBonus(i, { level2_count: v === null || fromOption(v) === null ? null : Number(v) })} allowDeselect={false} />
            <Select size="xs" label="방식" data={EFFECT_OPTIONS} value={b.effect} onChange={(v) => setBonus(i, { effect: (v ?? b.effect) as BonusRule['effect'] })} allowDeselect={false} />
            <Select size="xs" label="대상" data={TARGET_OPTIONS} value={b.target} onChange={(v) => setBonus(i, { target: (v ?? b.target) as BonusRule['target'] })} allowDeselect={false} />
            <NumberInput size="xs" label={b.effect === 'percent' ? '값 (%)' : '값 (점)'} value={inputOf(b.value)} onChange={(v) => setBonus(i, { value: numberOf(v, false)! })} error={errors[`bonuses.${i}.value`]} {...num} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
