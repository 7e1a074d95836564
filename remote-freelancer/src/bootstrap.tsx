// Standalone dev mount. In the product the shell renders this remote's exposed pages.
export {};
