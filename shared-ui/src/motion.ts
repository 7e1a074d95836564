// Moving parts (carousel, marquee) and the libraries behind them, a separate shared entry so
// that only pages that show them download react-slick and the marquee, not every page's shell.
export * from './components/carousel/carousel';
export * from './components/marquee/marquee';
