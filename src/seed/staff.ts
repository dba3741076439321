/* The first staff account. Set SEED_STAFF_EMAIL/SEED_STAFF_PASSWORD for anything but a demo. */
export const staffSeed = () => ({
  email: process.env.SEED_STAFF_EMAIL || 'staff@example.com',
  password: process.env.SEED_STAFF_PASSWORD || 'trailers-demo-2026',
  firstName: 'Sam',
  role: 'admin' as const,
})
