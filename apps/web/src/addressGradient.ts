/**
 * A wallet's own picture, drawn from its address (CSS `background`): the same colours for the same
 * wallet everywhere it is shown (its profile, the header's account button).
 */
export function addressGradient(address: string): string {
  const hue = (offset: number) => Number.parseInt(address.slice(2 + offset, 6 + offset), 16) % 360
  return `conic-gradient(from ${hue(8)}deg, hsl(${hue(0)} 70% 60%), hsl(${hue(4)} 70% 45%), hsl(${hue(12)} 70% 60%), hsl(${hue(0)} 70% 60%))`
}
