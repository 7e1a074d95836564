// Moving parts (carousel, marquee) and the libraries behind them, an entry of their own so that
// only pages that show them download react-slick and the marquee, not every page's shell. Not a
// shared module: only remote-public shows them and they hold no state, so they travel in its
// home page's chunk instead of a round trip of their own.
export * from './components/carousel/carousel';
export * from './components/marquee/marquee';
