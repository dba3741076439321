/*
 * Size limits of a lead (the spec shows none). Generous for real people, small enough
 * that a lead always fits a staff e-mail: the form's maxLength and the API's validation share them.
 */
export const leadLimits = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  trailer: 200,
} as const
