import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toActivity } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/** `getActivity({ address?, tokenId?, account?, types?, sources? })`: newest first. */
export const getActivity =
  ({ queries, cursor }: NftFunctionDeps): FunctionHandler<'getActivity'> =>
  async ({ address, tokenId, account, types: asked, sources, limit, cursor: given }) => {
    // A burn is reported as a transfer (to the zero address), so asking for transfers includes them.
    const types = asked && (asked.includes('transfer') ? [...asked, 'burn'] : asked)
    const after = scopedCursor(cursor, given, 'activity', 3)
    const filter = {
      address: address ?? null,
      tokenId: tokenId ?? null,
      account: account ?? null,
      types: types ?? null,
      sources: sources ?? null,
    }
    const rows = await queries.activity(filter, after, limit + 1)
    const { results, cursor: next } = toPage(rows, limit, (last) =>
      cursor.encode(['activity', last.block_number, String(last.log_index), String(last.batch_index)]),
    )
    return { results: results.map(toActivity), cursor: next }
  }
