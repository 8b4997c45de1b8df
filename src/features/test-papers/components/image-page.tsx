/**
 * One page photo of a paper, shown as an image at the viewer's scale and rotation. The bytes come from the
 * download call (with the staff token) as a blob URL (the CSP's img-src allows blob:); the box takes the
 * rotated size so the page scrolls as it looks. Reports the photo's size at 100 % so the viewer can fit it.
 */
import { useEffect, useState } from 'react';
import type { TestPaperFile } from '../../../api/test-papers';
import { useTestPaperFile } from '../api/download-test-paper-file';
import type { Rotation } from '../hooks/viewer-state';
import { PageLoadState } from './page-load-state';

export interface ImagePageProps {
  paperId: number;
  file: TestPaperFile;
  scale: number;
  rotation: Rotation;
  label: string;
  onSize: (size: { width: number; height: number }) => void;
}

export function ImagePage({ paperId, file, scale, rotation, label, onSize }: ImagePageProps) {
  const blob = useTestPaperFile(paperId, file.id);
  const [url, setUrl] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    setBroken(false);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);

  if (!url || blob.error) return <PageLoadState error={blob.error} onRetry={() => void blob.refetch()} />;
  if (broken) return <PageLoadState error={new Error('이미지를 열 수 없습니다. 파일이 손상되었을 수 있습니다. 내려받아 확인하세요.')} />;

  const w = (natural?.width ?? 0) * scale;
  const h = (natural?.height ?? 0) * scale;
  const turned = rotation % 180 !== 0;
  return (
    <div style={{ position: 'relative', width: turned ? h : w, height: turned ? w : h, margin: 'auto', flexShrink: 0 }}>
      <img
        src={url}
        alt={label}
        draggable={false}
        onLoad={(e) => {
          const size = { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight };
          setNatural(size);
          onSize(size);
        }}
        onError={() => setBroken(true)}
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: natural ? w : undefined,
          height: natural ? h : undefined,
          maxWidth: 'none',
          visibility: natural ? 'visible' : 'hidden',
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
          background: 'white',
          boxShadow: '0 1px 4px rgba(0,0,0,.25)',
        }}
      />
    </div>
  );
}
