/** Spec section 9: the mobile layout applies at widths of 599 px or less; widths are measured up to 1920. */
import { useMediaQuery } from '@mantine/hooks';

export const MOBILE_MAX_WIDTH = 599;
export const MAX_MEASURED_WIDTH = 1920;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** True on the mobile layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
