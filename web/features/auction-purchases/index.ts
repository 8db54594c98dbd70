/** What the app and other features use of auction purchases. */
export { AuctionPurchaseSection } from './auction-purchase-section'
