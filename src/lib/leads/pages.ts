/** Leads the desk lists a page (issue 40: 10,000 leads stay a light answer). */
export const leadsPageSize = 50
