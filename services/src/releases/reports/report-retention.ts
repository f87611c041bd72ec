/** The shell's reports kept per release: its newest, well beyond the canary window; older ones are deleted as new ones come. */
export const REPORTS_KEPT_PER_RELEASE = 2000;
