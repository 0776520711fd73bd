// As the Moralis NFT marketplace tutorial wrote it: a synced event's row, once confirmed, keeps
// the `ActiveItem` class (saved without the master key, as Moralis allowed cloud code to).
Moralis.Cloud.afterSave('ItemListed', async (request) => {
  const confirmed = request.object.get('confirmed')
  const logger = Moralis.Cloud.getLogger()
  logger.info('Looking for confirmed TX...')
  if (confirmed) {
    logger.info('Found item!')
    const ActiveItem = Moralis.Object.extend('ActiveItem')
    const query = new Moralis.Query(ActiveItem)
    query.equalTo('nftAddress', request.object.get('nftAddress'))
    query.equalTo('tokenId', request.object.get('tokenId'))
    query.equalTo('marketplaceAddress', request.object.get('address'))
    query.equalTo('seller', request.object.get('seller'))
    const alreadyListedItem = await query.first()
    if (alreadyListedItem) {
      logger.info(`Deleting ${request.object.get('objectId')}`)
      await alreadyListedItem.destroy()
    }
    const activeItem = new ActiveItem()
    activeItem.set('marketplaceAddress', request.object.get('address'))
    activeItem.set('nftAddress', request.object.get('nftAddress'))
    activeItem.set('price', request.object.get('price'))
    activeItem.set('tokenId', request.object.get('tokenId'))
    activeItem.set('seller', request.object.get('seller'))
    logger.info(`Adding Address: ${request.object.get('address')}. TokenId: ${request.object.get('tokenId')}`)
    await activeItem.save()
  }
})

const removeActiveItem = (eventName) =>
  Moralis.Cloud.afterSave(eventName, async (request) => {
    const confirmed = request.object.get('confirmed')
    const logger = Moralis.Cloud.getLogger()
    logger.info(`Marketplace | Object: ${request.object}`)
    if (confirmed) {
      const ActiveItem = Moralis.Object.extend('ActiveItem')
      const query = new Moralis.Query(ActiveItem)
      query.equalTo('marketplaceAddress', request.object.get('address'))
      query.equalTo('nftAddress', request.object.get('nftAddress'))
      query.equalTo('tokenId', request.object.get('tokenId'))
      const item = await query.first()
      if (item) {
        logger.info(`Deleting ${request.object.get('tokenId')} at address ${request.object.get('address')}`)
        await item.destroy()
      } else {
        logger.info(`No item found with address ${request.object.get('address')}`)
      }
    }
  })

removeActiveItem('ItemCanceled')
removeActiveItem('ItemBought')
