import { expect } from 'vitest'

/*
 * The field errors of a save Payload refuses as a ValidationError, told by its fields
 * (PLATFORM-NOTES: not instanceof); fails the test when the save goes through or fails otherwise.
 */
export async function refusal(save: Promise<unknown>) {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toMatchObject({ name: 'ValidationError', status: 400 })
  return (error as { data: { errors: { path: string; message: string }[] } }).data.errors
}
