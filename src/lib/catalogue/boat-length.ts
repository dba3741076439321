// Published lengths read like `15'-16'`, `Up to 12'` or `19' 6"`; the figures are in feet.
const feetAndInches = /(\d+)'(?:\s*(\d+)")?/g

export function boatLengthFeet(text: string): { min: number; max: number } | undefined {
  const lengths = [...text.matchAll(feetAndInches)].map(
    ([, feet, inches]) => Number(feet) + Number(inches ?? 0) / 12,
  )
  if (lengths.length === 0) return undefined
  return { min: Math.min(...lengths), max: Math.max(...lengths) }
}
