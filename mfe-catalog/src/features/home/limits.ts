/** Spec 000, section 9: Home shows the first 8 featured drivers (and, here, every category, not the first 6). */
export const HOME_FEATURED_LIMIT = 8;
