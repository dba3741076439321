type LogFn = (...args: unknown[]) => void

/*
 * PostgreSQL errors caused by what a client sent, not by the server: SQLSTATE class 22 (data
 * exception: text where a number belongs, an invalid byte sequence, a value out of range) and
 * 23503 (a relation to a row that does not exist). Payload's REST API answered them 500; they are
 * refusals (src/server/api/refusal.ts).
 */
const clientSqlStates = /^(22[0-9A-Z]{3}|23503)$/

export function isClientDataError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && clientSqlStates.test(code)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

export const clientDataMessage = 'A value in the request is not valid.'

/*
 * Drizzle puts a failed query's parameters (an e-mail address, a name, a phone number) into the
 * error's message; Payload's log gets the error without them.
 */
const withoutParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [not logged]') : text

function errorWithoutParams(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
    ...(code !== undefined && { code }),
    ...(error.cause !== undefined && { cause: errorWithoutParams(error.cause) }),
  }
}

/* Pino's logMethod hook: the logged error is replaced before pino takes its message for the line. */
export function logWithoutParams(this: unknown, args: Parameters<LogFn>, method: LogFn): void {
  const [first] = args
  if (first && typeof first === 'object' && 'err' in first) {
    args[0] = { ...first, err: errorWithoutParams(first.err) }
  }
  method.apply(this, args)
}
