import { SERVER_FUNCTIONS } from '../functions/serverFunctions.ts'

/** The functions defined `web3Api` (Moralis Web3 API reads of public data), by name. */
export const WEB3_API_FUNCTIONS: ReadonlySet<string> = new Set(
  SERVER_FUNCTIONS.filter((definition) => definition.web3Api).map((definition) => definition.name),
)
