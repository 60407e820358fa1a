// Placeholder until the enhance-forms / enhance-ui branches land: the real module replaces this file (CONTRACT-15).
export {};
