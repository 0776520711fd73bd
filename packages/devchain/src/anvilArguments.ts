export type AnvilArgumentsParameters = {
  port: number
  chainId: number
  /** When set, the chain is loaded from and saved to this file, so it survives a restart. */
  statePath?: string | undefined
  /** Seconds between blocks; unset mines a block per transaction. */
  blockTime?: number | undefined
}

/** Command-line arguments of anvil for one local chain bound to loopback. */
export function anvilArguments(parameters: AnvilArgumentsParameters): string[] {
  const args = ['--host', '127.0.0.1', '--port', String(parameters.port), '--chain-id', String(parameters.chainId)]
  if (parameters.statePath) args.push('--state', parameters.statePath)
  if (parameters.blockTime) args.push('--block-time', String(parameters.blockTime))
  return args
}
