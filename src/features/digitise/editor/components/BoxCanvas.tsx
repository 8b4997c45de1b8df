/**
 * The page of the box editor on a Konva stage (react-konva): the page render, every box of the page outlined in
 * its kind's colour and labelled, the selected boxes with Transformer handles. Coordinates stay in PDF points:
 * the layer is scaled by `scale`, so a node's x/y are points. Drags and handle resizes of one or several boxes
 * are reported once, as one change (one undo step); a drawn rectangle ("새 상자" mode) and a chosen split line
 * ("선으로 나누기" mode) are reported to the editor, which owns the state.
 */
import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Image as KonvaImage, Label, Layer, Line, Rect, Stage, Tag, Text, Transformer } from 'react-konva';
import { BOX_KIND_COLORS, boxLabel, clampBox, keepInside, MIN_BOX_SIZE, type Box, type EditorBox, type EditorPage } from '../box-editor.rules';

/** What a press on the canvas does: pick and drag boxes, draw a new box, or choose a split line. */
export type CanvasMode = 'select' | 'draw' | 'split';

export interface BoxCanvasProps {
  page: EditorPage;
  image: HTMLImageElement | null;
  /** The boxes of this page. */
  boxes: EditorBox[];
  selected: string[];
  /** Keys of boxes that fail validation (drawn in red). */
  invalid: Set<string>;
  /** Pixels per point. */
  scale: number;
  mode: CanvasMode;
  readOnly: boolean;
  onSelect: (key: string, additive: boolean) => void;
  onDeselect: () => void;
  onChange: (changes: { key: string; box: Box }[]) => void;
  onDrawn: (box: Box) => void;
  onSplitAt: (key: string, y: number) => void;
}

const INVALID = '#e03131';

/** A box's rectangle from its node (after a drag or a handle resize, which Konva applies as a scale). */
function boxOfNode(node: Konva.Node): Box {
  const x = node.x();
  const y = node.y();
  return [x, y, x + node.width() * node.scaleX(), y + node.height() * node.scaleY()];
}

export function BoxCanvas(props: BoxCanvasProps) {
  const { page, image, boxes, selected, invalid, scale, mode, readOnly } = props;
  const nodes = useRef(new Map<string, Konva.Rect>());
  const transformer = useRef<Konva.Transformer>(null);
  const pending = useRef(new Map<string, Box>());
  const [draft, setDraft] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const [splitY, setSplitY] = useState<number | null>(null);
  const [dragging, setDragging] = useState<Record<string, Box>>({});

  useEffect(() => {
    const tr = transformer.current;
    if (!tr) return;
    tr.nodes(readOnly || mode !== 'select' ? [] : selected.map((k) => nodes.current.get(k)).filter((n): n is Konva.Rect => !!n));
    tr.getLayer()?.batchDraw();
  }, [selected, boxes, readOnly, mode]);

  /** Several nodes end a drag or a resize in the same tick: gather them and report once. */
  function settle(key: string, node: Konva.Rect, kind: 'move' | 'resize') {
    const raw = boxOfNode(node);
    const box = kind === 'move' ? keepInside(raw, page) : clampBox(raw, page);
    node.setAttrs({ x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1], scaleX: 1, scaleY: 1 });
    pending.current.set(key, box);
    if (pending.current.size > 1) return;
    queueMicrotask(() => {
      const changes = [...pending.current].map(([k, b]) => ({ key: k, box: b }));
      pending.current.clear();
      setDragging({});
      props.onChange(changes);
    });
  }

  const pointer = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => e.target.getStage()?.getLayers()[0]?.getRelativePointerPosition() ?? null;
  const splitTarget = mode === 'split' && selected.length === 1 ? boxes.find((b) => b.key === selected[0]) : undefined;

  function onStageDown(e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) {
    const p = pointer(e);
    if (!p) return;
    if (mode === 'draw' && !readOnly) return setDraft({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
    if (mode === 'split' && splitTarget && splitY !== null) return props.onSplitAt(splitTarget.key, splitY);
    // a press on the page itself (not on a box) clears the selection
    if (mode === 'select' && (e.target === e.target.getStage() || e.target.name() === 'page')) props.onDeselect();
  }
  function onStageMove(e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) {
    const p = pointer(e);
    if (!p) return;
    if (draft) setDraft({ ...draft, x1: Math.min(Math.max(p.x, 0), page.width), y1: Math.min(Math.max(p.y, 0), page.height) });
    if (splitTarget) {
      const [x0, y0, x1, y1] = splitTarget.box;
      setSplitY(p.x >= x0 && p.x <= x1 && p.y > y0 + MIN_BOX_SIZE && p.y < y1 - MIN_BOX_SIZE ? p.y : null);
    }
  }
  function onStageUp() {
    if (!draft) return;
    const box: Box = [draft.x0, draft.y0, draft.x1, draft.y1];
    setDraft(null);
    if (Math.abs(box[2] - box[0]) >= MIN_BOX_SIZE && Math.abs(box[3] - box[1]) >= MIN_BOX_SIZE) props.onDrawn(clampBox(box, page));
  }

  return (
    <Stage
      width={Math.round(page.width * scale)}
      height={Math.round(page.height * scale)}
      onMouseDown={onStageDown}
      onTouchStart={onStageDown}
      onMouseMove={onStageMove}
      onTouchMove={onStageMove}
      onMouseUp={onStageUp}
      onTouchEnd={onStageUp}
      onMouseLeave={() => setSplitY(null)}
      style={{ cursor: mode === 'select' ? 'default' : 'crosshair' }}
    >
      <Layer scaleX={scale} scaleY={scale}>
        <Rect name="page" x={0} y={0} width={page.width} height={page.height} fill="#fff" />
        {image && <KonvaImage name="page" image={image} x={0} y={0} width={page.width} height={page.height} />}
        {boxes.map((b) => {
          const [x0, y0, x1, y1] = b.box;
          const isSelected = selected.includes(b.key);
          const color = invalid.has(b.key) ? INVALID : BOX_KIND_COLORS[b.kind];
          return (
            <Rect
              key={b.key}
              ref={(node) => {
                if (node) nodes.current.set(b.key, node);
                else nodes.current.delete(b.key);
              }}
              x={x0}
              y={y0}
              width={x1 - x0}
              height={y1 - y0}
              stroke={color}
              strokeWidth={isSelected ? 3 : 1.5}
              strokeScaleEnabled={false}
              dash={b.kind === 'choice' ? [5, 3] : undefined}
              fill={`${color}${isSelected ? '30' : '0c'}`}
              listening={mode === 'select'}
              draggable={!readOnly && mode === 'select'}
              onMouseDown={(e) => {
                const additive = e.evt.shiftKey;
                if (additive || !isSelected) props.onSelect(b.key, additive);
              }}
              onTap={() => props.onSelect(b.key, false)}
              onClick={(e) => {
                if (!e.evt.shiftKey && selected.length > 1) props.onSelect(b.key, false);
              }}
              onDragMove={(e) => setDragging((d) => ({ ...d, [b.key]: boxOfNode(e.target) }))}
              onDragEnd={(e) => settle(b.key, e.target as Konva.Rect, 'move')}
              onTransformEnd={(e) => settle(b.key, e.target as Konva.Rect, 'resize')}
            />
          );
        })}
        {boxes.map((b) => {
          const [x0, y0] = dragging[b.key] ?? b.box;
          const color = invalid.has(b.key) ? INVALID : BOX_KIND_COLORS[b.kind];
          // a choice's label sits inside its box (over its own printed mark), so it hides no other line
          const choice = b.kind === 'choice';
          const label = choice ? boxLabel(b).split('-').pop() ?? b.number : boxLabel(b);
          return (
            <Label key={`label-${b.key}`} x={x0} y={choice ? y0 : Math.max(0, y0 - 14 / scale)} listening={false} opacity={choice ? 0.8 : 0.92}>
              <Tag fill={color} cornerRadius={2 / scale} />
              <Text text={label} fontSize={(choice ? 9 : 11) / scale} padding={(choice ? 1 : 2) / scale} fill="#fff" fontStyle="bold" />
            </Label>
          );
        })}
        {draft && (
          <Rect
            x={Math.min(draft.x0, draft.x1)}
            y={Math.min(draft.y0, draft.y1)}
            width={Math.abs(draft.x1 - draft.x0)}
            height={Math.abs(draft.y1 - draft.y0)}
            stroke="#7048e8"
            strokeWidth={2}
            strokeScaleEnabled={false}
            dash={[6, 4]}
            listening={false}
          />
        )}
        {splitTarget && splitY !== null && (
          <Line points={[splitTarget.box[0], splitY, splitTarget.box[2], splitY]} stroke="#c2255c" strokeWidth={2} strokeScaleEnabled={false} dash={[8, 4]} listening={false} />
        )}
        <Transformer
          ref={transformer}
          rotateEnabled={false}
          keepRatio={false}
          ignoreStroke
          flipEnabled={false}
          anchorSize={9}
          borderStroke="#7048e8"
          anchorStroke="#7048e8"
          boundBoxFunc={(oldBox, next) => {
            const min = MIN_BOX_SIZE * scale;
            const outside = next.x < -0.5 || next.y < -0.5 || next.x + next.width > page.width * scale + 0.5 || next.y + next.height > page.height * scale + 0.5;
            return outside || next.width < min || next.height < min ? oldBox : next;
          }}
        />
      </Layer>
    </Stage>
  );
}
