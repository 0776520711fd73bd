/** The error and every `cause` under it, outermost first (a cycle is followed once). */
export function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let at = error; at != null && !chain.includes(at); at = (at as { cause?: unknown }).cause) chain.push(at)
  return chain
}
