/** Text with inline ($...$) and display ($$...$$) math typeset by KaTeX; anything else is plain text. */
import 'katex/dist/katex.min.css';
// a formula that does not parse is shown as its source: in a font whose backslash is not drawn as ₩
import './math.css';
import katex from 'katex';
import { useMemo } from 'react';

/** Splits text into plain and math parts. */
export function splitMath(text: string): Array<{ math: boolean; display: boolean; value: string }> {
  const parts: Array<{ math: boolean; display: boolean; value: string }> = [];
  const re = /\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ math: false, display: false, value: text.slice(last, m.index) });
    parts.push({ math: true, display: m[1] !== undefined, value: m[1] ?? m[2] });
    last = re.lastIndex;
  }
  if (last < text.length) parts.push({ math: false, display: false, value: text.slice(last) });
  return parts;
}

export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => splitMath(text), [text]);
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((p, i) =>
        p.math ? (
          <span key={i} dangerouslySetInnerHTML={{ __html: katex.renderToString(p.value, { displayMode: p.display, throwOnError: false, strict: 'ignore', output: 'html' }) }} />
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </span>
  );
}
