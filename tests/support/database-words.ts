/*
 * Words an editor should never read on an edit screen: a label Payload made from a column name
 * ("model_name" → "Model_name", "cta" → "Cta") or an abbreviation no editor says as written.
 * Shared by the config's walk (tests/int/cms-labels) and the screens themselves (tests/e2e/cms-words).
 */
export const databaseWords =
  /_|\b(Gvwr|Cta|Href|Faq|Mp4|Webm|Url|Seo|Vin|Id|Utm|Sms|Csv|Pdf|Qr|Og|Untitled)\b/
