/** Spec 000, section 9: Home shows the first 6 categories and the first 8 featured drivers. */
export const HOME_CATEGORY_LIMIT = 6;
export const HOME_FEATURED_LIMIT = 8;
