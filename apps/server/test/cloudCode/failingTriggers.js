// A trigger that throws: after a save, the save is kept and the failure logged; before a save,
// the save is refused (Parse error 141 with the message).
Moralis.Cloud.afterSave('Flaky', async () => {
  throw new Error('afterSave of Flaky broke on purpose')
})

Moralis.Cloud.beforeSave('Guarded', async (request) => {
  if (request.object.get('refuse')) throw new Error('Guarded refuses this save')
})
