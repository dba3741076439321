/*
 * The consent line beside 'Text me' (ADR 0046): what will be sent, how often, and how to stop.
 * The server stores the line it built from the same words, never what a client says it showed.
 */
export const textConsentLine =
  'Yes, text me at this number about this request: our reply and a few follow-ups, no marketing. Message and data rates may apply. Reply STOP to opt out, HELP for help.'

/** The form fields of the shared 'Text me' fieldset. */
export const textMeField = 'textMe'
export const mobileField = 'mobile'
