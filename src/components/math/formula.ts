/**
 * Formula text ($...$ and $$...$$ typeset by KaTeX) as the editors and lists need it: which formulas do not
 * parse (so nothing is saved broken without the user being told), an excerpt that does not end inside a
 * formula, and the font formula inputs use.
 */
import katex from 'katex';
import { splitMath } from './MathText';

/**
 * A monospace stack in which U+005C is a backslash: Korean fonts (Nanum, Malgun Gothic...) draw it as ₩, which
 * makes `\frac` read as `₩frac`. Set on formula inputs only; Hangul still falls back to a Korean font.
 */
export const FORMULA_FONT = '"DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace';

/** Mantine `styles` for a TextInput or Textarea that holds formulas. */
export const formulaInputStyles = { input: { fontFamily: FORMULA_FONT } } as const;

/** A formula's source as text, e.g. in an error message or a hint; set in FORMULA_FONT by the screens that show it. */
export const formulaTextStyle = { fontFamily: FORMULA_FONT } as const;

/** One formula that does not parse: where it is and what KaTeX says. */
export interface FormulaProblem {
  formula: string;
  message: string;
}

/**
 * The formulas of a text that do not parse, and a `$` that opens a formula never closed. Empty when every
 * formula typesets.
 */
export function formulaProblems(text: string): FormulaProblem[] {
  const problems: FormulaProblem[] = [];
  for (const part of splitMath(text)) {
    if (!part.math) {
      if (part.value.includes('$')) problems.push({ formula: part.value.slice(part.value.indexOf('$')).slice(0, 40), message: '닫히지 않은 $가 있습니다.' });
      continue;
    }
    try {
      katex.renderToString(part.value, { displayMode: part.display, throwOnError: true, strict: 'ignore' });
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(/^KaTeX parse error:\s*/, '') : String(error);
      problems.push({ formula: part.value, message });
    }
  }
  return problems;
}

/**
 * A stored excerpt (the first characters of a text) cut so it does not end inside a formula: an unclosed `$`
 * and what follows it is dropped and marked with an ellipsis, so lists typeset what they show.
 */
export function mathExcerpt(text: string): string {
  const parts = splitMath(text);
  const last = parts[parts.length - 1];
  if (!last || last.math || !last.value.includes('$')) return text;
  const cut = text.length - last.value.length + last.value.indexOf('$');
  return `${text.slice(0, cut).trimEnd()}…`;
}
