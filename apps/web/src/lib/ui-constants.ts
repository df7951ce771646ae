/** SPEC.md section 9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_SECONDS = 0.7;

/** SPEC.md section 9: below this width the sidebar becomes a slide-in sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
