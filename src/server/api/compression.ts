/**
 * Whether the client takes a gzip-encoded body (every browser says so). `gzip;q=0` is a refusal.
 * Next compresses the pages it renders, not the bodies of route handlers: the large ones encode
 * themselves with this check.
 */
export function acceptsGzip(headers: Headers): boolean {
  const header = headers.get('accept-encoding') ?? ''
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'gzip') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}
