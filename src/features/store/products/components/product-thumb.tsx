/** A product's thumbnail (or a placeholder while it loads or when it has none). */
import { Center, Image, Text } from '@mantine/core';
import { useProductImageUrl } from '../api/get-product-image';

export function ProductThumb({ path, name, size = 48 }: { path: string | null; name: string; size?: number }) {
  const url = useProductImageUrl(path);
  if (!url)
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 6 }} aria-label={path ? `${name} 이미지 불러오는 중` : `${name} 이미지 없음`}>
        <Text size="xs" c="dimmed">
          {path ? '…' : '없음'}
        </Text>
      </Center>
    );
  return <Image src={url} w={size} h={size} radius="sm" fit="cover" alt={`${name} 이미지`} />;
}
