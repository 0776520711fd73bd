import type { SharedName } from '../functions/defineServerFunction.ts'
import { isAbsent } from '../nft/nftInput.ts'
import { accountFunctions } from './accountFunctions.ts'

/**
 * Moralis's account.getNFTs posts to `getNFTs`, the name of Vitrine's own function. One function
 * serves both, told apart by their parameters: Vitrine's names an `owner`, Moralis's an `address`
 * and a `chain` (moralis-v1 always sends one).
 */
export const moralisGetNFTs: SharedName = {
  isItsCall: (p) => isAbsent(p.owner) && !(isAbsent(p.address) && isAbsent(p.chain)),
  handler: ({ moralis }) => accountFunctions(moralis).getNFTs,
}
