/** Spec 000, section 9. */
export const DRIVER_LIST_SKELETONS = 5;
export const DEVICE_PAGE_SKELETONS = 6;
export const GRAPHICS_FEATURED_LIMIT = 6;
