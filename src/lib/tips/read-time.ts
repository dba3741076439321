/** The label on tip cards and guide pages, e.g. '3 min read'. */
export const readTimeLabel = (minutes: number): string => `${minutes} min read`
