import Parse from 'parse/node'
import type { MoralisParams } from './moralisInput.ts'

/**
 * resolve.resolveDomain({ domain, currency? }): Unstoppable Domains through Moralis's own
 * resolver, which this server is not. Answered with a clear refusal (Parse 252, HTTP 400) that says
 * so, rather than an address it cannot vouch for.
 */
export async function resolveDomain(chainId: number, p: MoralisParams): Promise<never> {
  // No chain check: moralis-v1 sends `chain: 'eth'` with every call, and a domain has no chain.
  const domain = typeof p.domain === 'string' && p.domain.length <= 253 ? p.domain : null
  if (!domain) throw new Parse.Error(Parse.Error.INVALID_VALUE, 'domain must be a domain name, e.g. brad.crypto.')
  throw new Parse.Error(
    Parse.Error.UNSUPPORTED_SERVICE,
    `Resolving ${domain} is not supported on this chain (${chainId}): it has no name service this server reads.`,
  )
}
