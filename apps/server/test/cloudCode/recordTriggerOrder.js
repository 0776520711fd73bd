// For eventSync/triggerOrder.test.ts: each afterSave of a synced class pauses a moment of its own,
// then notes that it finished (`seq`). Rows saved at once would finish in any order; saved in
// turn, in the chain's.
let finished = 0
Moralis.Cloud.afterSave('OrderedListed', async (request) => {
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 15)))
  finished += 1
  const run = new Moralis.Object('TriggerRun')
  run.set({ seq: finished, tokenId: request.object.get('tokenId'), confirmed: request.object.get('confirmed') })
  await run.save()
})
