/**
 * Whether a parsed JSON value nests objects and arrays more than `max` levels deep. Iterative:
 * the value may be nested far beyond what a recursive walk (or Parse's code after it) survives.
 */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (item === null || typeof item !== 'object') continue
    if (depth >= max) return true
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
  return false
}
