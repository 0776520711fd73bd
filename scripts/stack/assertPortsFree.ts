import { createServer } from 'node:net'

export type PortClaim = { port: number; what: string; variable: string }

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/** Fails before anything starts, naming each busy port and the variable that moves it. */
export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const busy: PortClaim[] = []
  for (const claim of claims) if (!(await isFree(claim.port))) busy.push(claim)
  if (busy.length === 0) return
  const lines = busy.map((c) => `Port ${c.port} (${c.what}) is already in use. Set ${c.variable} to another port.`)
  throw new Error(lines.join('\n'))
}
