/**
 * Whether a request carries Global Privacy Control (`Sec-GPC: 1`), which Maryland's privacy act
 * reads as an opt-out of the sale of data and of targeted advertising (issue 55).
 */
export const sentGpc = (headers: Headers): boolean => headers.get('sec-gpc')?.trim() === '1'
