/* A relative path that stays inside the folder it is joined to: no root, no `..`, no backslash. */
export const safeRelativePath = (value: string) =>
  value !== '' &&
  !value.startsWith('/') &&
  !value.includes('\\') &&
  value.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
