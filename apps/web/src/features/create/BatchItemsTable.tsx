import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import NextLink from '../../components/SiteLink.tsx'
import { type BatchProgress, batchSummary, type RowState } from './batchProgress.ts'

// Rows not minted first: after a failure the ones to resume are in view, during a send the ones on their way.
const order = { failed: 0, sending: 1, waiting: 2, minted: 3 } as const
const color = {
  waiting: 'text.secondary',
  sending: 'text.primary',
  minted: 'success.main',
  failed: 'error.main',
} as const

function StateText({ state, collection }: { state: RowState; collection: string }) {
  switch (state.status) {
    case 'waiting':
      return 'Waiting'
    case 'sending':
      return 'Sent, waiting for the block'
    case 'minted':
      return (
        <>
          Minted: <NextLink href={`/nft/${collection}/${state.tokenId}`}>#{String(state.tokenId)}</NextLink>
        </>
      )
    case 'failed':
      return `Not minted: ${state.reason}`
  }
}

/** Each row of a batch with where it is (minted as which token, or why not), under a one-line summary. */
export function BatchItemsTable({
  progress,
  collection,
  lineLabel,
}: {
  progress: BatchProgress
  collection: string
  /** "Line" for a CSV, "Item" for a JSON list: how the form's problems name a row. */
  lineLabel: string
}) {
  return (
    <Box>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {batchSummary(progress)}
      </Typography>
      {/* Scrolls by itself, by keyboard too: a batch of hundreds keeps the form in view. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Batch items, scrollable"
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          stickyHeader
          aria-label="Batch items"
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '3.5rem' }}>{lineLabel}</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...progress.rows]
              .sort((a, b) => order[a.state.status] - order[b.state.status] || a.line - b.line)
              .map((row) => (
                <TableRow key={row.key} data-status={row.state.status}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                  <TableCell sx={{ color: color[row.state.status], overflowWrap: 'anywhere' }}>
                    <StateText state={row.state} collection={collection} />
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}
