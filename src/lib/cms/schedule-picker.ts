/*
 * How Payload's schedule drawer reads a typed date and time (issue 52 item 4, ADR 0067): handed to
 * its date picker (react-datepicker) through `admin.custom`, by the patched drawer (patches/).
 * Given one format, the picker parses every keystroke, falls back to any prefix of the format and
 * to `new Date(text)`, and keeps the last text that parsed: '12/24 9:00 AM' became Dec 1 (from
 * '12'), 'Dec 24 2026 9am' midnight. Given a list, it takes only a whole text that matches one of
 * them, so what is kept is what was typed. The first is the one it shows, Payload's own.
 */
const shown = 'MMM d, yyy h:mm a'

// MMMM reads 'December', 'Dec' and 'dec'; a reads 'AM', 'am', 'a.m.' and 'a'.
const days = [
  'MMMM d, yyyy',
  'MMMM d yyyy',
  'd MMMM yyyy',
  'M/d/yyyy',
  'M/d/yy',
  'M-d-yyyy',
  'yyyy-MM-dd',
]
const times = ['h:mm a', 'h:mma', 'h a', 'ha', 'H:mm']

export const typedScheduleFormats = [
  shown,
  ...days.flatMap((day) => times.map((time) => `${day} ${time}`)),
]

export const schedulePicker = {
  dateFormat: typedScheduleFormats,
  placeholderText: 'e.g. Dec 5, 2026 9:00 AM',
  // At the field's left end the calendar covered the drawer's Save: a click on Save after typing
  // picked the day under it instead.
  popperPlacement: 'bottom-end',
}
