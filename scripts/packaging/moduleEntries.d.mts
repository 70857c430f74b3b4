export function moduleEntries(srcDir: string, exclude?: (file: string) => boolean): Record<string, string>;
