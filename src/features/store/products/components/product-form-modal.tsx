/**
 * 상품 등록·수정: a modal form validated with the call's own schema (ProductFormSchema) before sending and
 * showing a refusal on its field. Enter saves from any field; Tab walks the fields in order; Esc closes.
 * The picture is chosen in the form and uploaded after the product is saved (a new product needs its
 * goods_code first), with a progress bar and a preview; a refused image leaves the saved product as it is.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, Image, Modal, NumberInput, Progress, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { consultingServiceList } from '../../../../api/consulting/applications';
import { GOODS_TYPES, PERIOD_KINDS, PRODUCT_IMAGE_MEDIA, PRODUCT_KINDS, PRODUCT_KIND_LABELS, ProductFormSchema, STORE_CATEGORIES, type Product, type ProductKind } from '../../../../api/store/products';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { useSaveProduct } from '../api/save-product';
import { uploadProductImage } from '../api/upload-product-image';
import { productKeys } from '../api/product-keys';
import { ProductThumb } from './product-thumb';

interface Values {
  goods_name: string;
  brand_name: string;
  category1_seq: string | null;
  goods_type: string | null;
  kind: ProductKind;
  price: number | string;
  period_days: number | string;
  consulting_service_id: string | null;
  description: string;
}

const empty: Values = { goods_name: '', brand_name: '', category1_seq: null, goods_type: null, kind: 'goods', price: '', period_days: '', consulting_service_id: null, description: '' };
const fromProduct = (p: Product): Values => ({
  goods_name: p.goods_name,
  brand_name: p.brand_name,
  category1_seq: p.category1_seq === null ? null : String(p.category1_seq),
  goods_type: p.goods_type === null ? null : String(p.goods_type),
  kind: p.kind,
  price: p.price,
  period_days: p.period_days ?? '',
  consulting_service_id: p.consulting_service_id === null ? null : String(p.consulting_service_id),
  description: p.description,
});
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? undefined : Number(v));
/** The form's values as the call's body (blank numbers are left out, so the schema names them). */
const toBody = (v: Values) => ({
  goods_name: v.goods_name,
  brand_name: v.brand_name,
  category1_seq: v.category1_seq === null ? undefined : Number(v.category1_seq),
  goods_type: v.goods_type === null ? undefined : Number(v.goods_type),
  kind: v.kind,
  price: num(v.price),
  period_days: PERIOD_KINDS.includes(v.kind) ? num(v.period_days) : null,
  consulting_service_id: v.kind === 'consulting' && v.consulting_service_id ? Number(v.consulting_service_id) : null,
  description: v.description,
});

const options = (table: Record<number, string>) => Object.entries(table).map(([value, label]) => ({ value, label: `${value}. ${label}` }));

export function ProductFormModal({ product, opened, onClose }: { product: Product | null; opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveProduct();
  const client = useQueryClient();
  const services = useQuery({ queryKey: ['consulting-services'], queryFn: () => adminApi(consultingServiceList), enabled: opened });

  useEffect(() => {
    if (!opened) return;
    setValues(product ? fromProduct(product) : empty);
    setErrors({});
    setFailure(null);
    setImage(null);
    setProgress(null);
  }, [opened, product]);
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _changed, ...rest }) => rest);
  };
  const busy = save.isPending || progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = toBody(values);
    const invalid = validate(ProductFormSchema, body);
    setErrors(invalid ?? {});
    setFailure(null);
    if (invalid) return;
    let saved: Product;
    try {
      saved = await save.mutateAsync({ body: ProductFormSchema.parse(body), goods_code: product?.goods_code, version: product?.version });
    } catch (error) {
      const e = serverError(error);
      if (e.field && e.field in values) setErrors({ [e.field]: e.message });
      else setFailure(e.message);
      return;
    }
    if (image) {
      setProgress(0);
      try {
        await uploadProductImage(saved.goods_code, image, setProgress);
        await client.invalidateQueries({ queryKey: productKeys.all });
      } catch (error) {
        setProgress(null);
        setFailure(`상품은 저장했지만 이미지를 올리지 못했습니다: ${serverError(error).message}`);
        return;
      }
    }
    notifications.show({ color: 'green', message: `「${saved.goods_name}」을(를) ${product ? '수정' : '등록'}했습니다.` });
    setProgress(null);
    onClose();
  }

  const periodKind = PERIOD_KINDS.includes(values.kind);
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={product ? `상품 수정 · ${product.goods_code}` : '상품 등록'} size="lg">
      <form onSubmit={submit} noValidate aria-label={product ? '상품 수정' : '상품 등록'}>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="상품명" required data-autofocus value={values.goods_name} onChange={(e) => set('goods_name', e.currentTarget.value)} error={errors.goods_name} />
          <TextInput label="브랜드" required value={values.brand_name} onChange={(e) => set('brand_name', e.currentTarget.value)} error={errors.brand_name} />
          <SimpleGrid cols={2}>
            <Select label="카테고리" required placeholder="고르세요" data={options(STORE_CATEGORIES)} value={values.category1_seq} onChange={(v) => set('category1_seq', v)} error={errors.category1_seq} searchable />
            <Select label="상품 유형" required placeholder="고르세요" data={options(GOODS_TYPES)} value={values.goods_type} onChange={(v) => set('goods_type', v)} error={errors.goods_type} />
            <Select
              label="상품 종류"
              required
              data={PRODUCT_KINDS.map((k) => ({ value: k, label: PRODUCT_KIND_LABELS[k] }))}
              value={values.kind}
              onChange={(v) => v && set('kind', v as ProductKind)}
              allowDeselect={false}
              error={errors.kind}
            />
            <NumberInput label="가격(원)" required min={0} step={100} thousandSeparator="," value={values.price} onChange={(v) => set('price', v)} error={errors.price} />
            {periodKind && <NumberInput label="이용 기간(일)" required min={1} value={values.period_days} onChange={(v) => set('period_days', v)} error={errors.period_days} description="무제한 이용권 1개월은 30일" />}
            {values.kind === 'consulting' && (
              <Select
                label="컨설팅 서비스"
                required
                placeholder={services.isLoading ? '불러오는 중…' : '고르세요'}
                data={(services.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.price.toLocaleString('ko-KR')}원)` }))}
                value={values.consulting_service_id}
                onChange={(v) => set('consulting_service_id', v)}
                error={errors.consulting_service_id}
              />
            )}
          </SimpleGrid>
          <Textarea label="설명" autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
          <Group align="start" gap="md">
            <FileInput
              label="상품 이미지"
              description="JPG·PNG. 저장하면 표시용 크기와 썸네일로 줄여 보관합니다."
              placeholder="파일 고르기"
              accept={PRODUCT_IMAGE_MEDIA.join(',')}
              value={image}
              onChange={setImage}
              clearable
              style={{ flex: 1 }}
            />
            {preview ? <Image src={preview} w={96} h={96} radius="sm" fit="cover" alt="고른 이미지 미리 보기" /> : product ? <ProductThumb path={product.thumb_path} name={product.goods_name} size={96} /> : null}
          </Group>
          {progress !== null && (
            <Stack gap={4}>
              <Text size="sm">이미지 올리는 중… {Math.round(progress * 100)}%</Text>
              <Progress value={progress * 100} aria-label="이미지 업로드 진행률" animated />
            </Stack>
          )}
          <Group justify="end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              취소
            </Button>
            <Button type="submit" loading={busy}>
              {product ? '수정' : '등록'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
