/** Query keys of the product screens: every key starts with `productKeys.all`, so one write can refresh them all. */
export const productKeys = {
  all: ['store-products'] as const,
  /** Every page of the displayed and hidden lists, under any filters. */
  lists: () => [...productKeys.all, 'list'] as const,
  list: (hidden: boolean, query: unknown) => [...productKeys.lists(), hidden ? 'hidden' : 'shown', query] as const,
  types: () => [...productKeys.all, 'types'] as const,
  /** The bytes of one stored image (display size or thumbnail), by its path. */
  image: (path: string) => [...productKeys.all, 'image', path] as const,
};
