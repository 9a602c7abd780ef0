// The texts each later step reads: its page asks for them, and the app loads them with its code, so
// the step never shows before its texts are there. A list here, not in the page module, so the
// first page can name them without carrying the page.

export const USER_STEP_NAMESPACES = ['travellers', 'booking'] as const;
export const OVERVIEW_STEP_NAMESPACES = ['checkout', 'booking', 'extras', 'travellers', 'errors'] as const;
