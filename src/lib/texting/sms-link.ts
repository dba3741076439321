/*
 * An `sms:` link that opens the phone's messages app with the number and a first line filled in.
 * `?&body=` is read by iOS and Android alike (iOS ignores a plain `?body=` on some versions).
 */
export const smsHref = (number: string, body: string) =>
  `sms:${number}?&body=${encodeURIComponent(body)}`
