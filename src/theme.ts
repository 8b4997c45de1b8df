/**
 * The Mantine theme of the web app (src/main.tsx). A NumberInput never bends a number: Mantine's default clamps an
 * out-of-range value to `min`/`max` when the field loses focus (a warning of 11 points became 10, a price of -500
 * became 0, with nobody told), so here it keeps what was typed and the form's contract schema refuses it on the
 * field, with its Korean message, as the server would.
 */
import { createTheme, type NumberInputProps } from '@mantine/core';

/**
 * What `NumberInput.extend({ defaultProps })` returns (it is an identity function), written without importing the
 * component: the theme is in the first chunk every page loads, and NumberInput (with react-number-format) is not.
 */
const numberInput = { defaultProps: { clampBehavior: 'none' } } satisfies { defaultProps: Partial<NumberInputProps> };

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: "Pretendard, 'Noto Sans KR', 'NanumGothic', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
  components: { NumberInput: numberInput },
});
