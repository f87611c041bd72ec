/** Skeleton cards of spec 000 section 9: 8 for the brand cards, 5 for a driver list. */
export const BRAND_CARD_SKELETONS = 8;
export const DRIVER_LIST_SKELETONS = 5;
