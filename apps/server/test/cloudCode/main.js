// The operator's cloud code, CommonJS, split over siblings as Moralis apps often were.
require('./updateActiveItems.js')
require('./greeting.js')
require('./failingTriggers.js')
